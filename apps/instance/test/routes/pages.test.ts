import sharp from 'sharp';
import type { HubMessage } from '../../src/streaming/hub';
import { Browser, formFields, hiddenValue } from '../support/browser';
import { hashSource, inlineBlocks, parsePolicy } from '../support/csp';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';

describe('server-rendered pages', () => {
  let t: TestInstance;
  let alice: TestUser;
  let bob: TestUser;
  let browser: Browser;

  beforeAll(async () => {
    t = await startTestInstance();
    alice = t.user('alice', { email: 'alice@example.com' });
    bob = t.user('bob');
    browser = new Browser(t.url);
    await browser.signIn('alice');
  });
  afterAll(() => t.close());

  describe('sign-in', () => {
    it('sends a browser without a session from every settings page to sign-in, and back afterwards', async () => {
      const visitor = new Browser(t.url);
      for (const path of ['/settings/profile', '/settings/preferences', '/filters']) {
        const response = await visitor.get(path);
        expect([response.status, response.headers.get('location')]).toEqual([302, `/auth/sign_in?return_to=${encodeURIComponent(path)}`]);
      }
      expect(await visitor.signIn('alice', 'password', '/filters')).toBe('/filters');
      expect((await visitor.get('/filters')).status).toBe(200);
    });

    it('sets an HttpOnly, SameSite=Lax session cookie, and takes an email too', async () => {
      const visitor = new Browser(t.url);
      const { token } = await visitor.page('/auth/sign_in');
      const response = await visitor.post('/auth/sign_in', { authenticity_token: token, username: 'Alice@Example.com', password: 'password' });
      expect([response.status, response.headers.get('location')]).toEqual([302, '/']);
      const cookie = response.headers.getSetCookie().find((c) => c.startsWith('_trumpet_session='));
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
    });

    it('re-renders the form with an error for a wrong password, keeping the username but never the password', async () => {
      const visitor = new Browser(t.url);
      const { token } = await visitor.page('/auth/sign_in');
      const response = await visitor.post('/auth/sign_in', { authenticity_token: token, username: 'alice', password: 'wrong-secret' });
      const html = await response.text();
      expect(response.status).toBe(422);
      expect(html).toContain('Invalid username, email or password.');
      expect(html).toContain('value="alice"');
      expect(html).not.toContain('wrong-secret');
      expect(visitor.cookies.has('_trumpet_session')).toBe(false);
    });

    it('refuses a sign-in without the form’s CSRF token', async () => {
      const visitor = new Browser(t.url);
      await visitor.page('/auth/sign_in');
      const response = await visitor.post('/auth/sign_in', { authenticity_token: 'forged', username: 'alice', password: 'password' });
      expect(response.status).toBe(422);
      expect(visitor.cookies.has('_trumpet_session')).toBe(false);
    });

    it('only returns to local paths', async () => {
      for (const target of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
        expect(await new Browser(t.url).signIn('alice', 'password', target)).toBe('/');
      }
    });

    it('signs out: the session and its token stop working', async () => {
      const visitor = new Browser(t.url);
      await visitor.signIn('bob');
      const token = t.instance.db.prepare<[string], { access_token: string }>('SELECT access_token FROM sessions WHERE account_id = ?').get(bob.account.id)?.access_token ?? '';
      const authorized = () => fetch(`${t.url}/api/v1/accounts/verify_credentials`, { headers: { authorization: `Bearer ${token}` } });
      expect((await authorized()).status).toBe(200);
      const { html } = await visitor.page('/settings/profile');
      expect((await visitor.post('/auth/sign_out', { authenticity_token: 'forged' })).status).toBe(422);
      const response = await visitor.post('/auth/sign_out', formFields(html, '/auth/sign_out'));
      expect([response.status, response.headers.get('location')]).toEqual([302, '/auth/sign_in']);
      expect((await authorized()).status).toBe(401);
      expect((await visitor.get('/settings/profile')).status).toBe(302);
    });
  });

  describe('/settings/profile', () => {
    it('saves the profile, which the API then answers', async () => {
      const { html, token } = await browser.page('/settings/profile');
      expect(html).toContain('Edit profile');
      const response = await browser.post('/settings/profile', {
        authenticity_token: token,
        display_name: 'Alice Liddell',
        note: 'Down the rabbit hole',
        locked: '1',
        bot: '1',
        'fields[0][name]': 'Home',
        'fields[0][value]': 'Wonderland',
        'fields[1][name]': '',
        'fields[1][value]': '',
        'fields[2][name]': 'Pets',
        'fields[2][value]': 'Dinah',
      });
      expect([response.status, response.headers.get('location')]).toEqual([302, '/settings/profile?saved=1']);
      const me = await alice.api.accounts.verifyCredentials();
      expect(me).toMatchObject({ display_name: 'Alice Liddell', locked: true, bot: true });
      expect(me.source.note).toBe('Down the rabbit hole');
      expect(me.source.fields.map((f) => [f.name, f.value])).toEqual([
        ['Home', 'Wonderland'],
        ['Pets', 'Dinah'],
      ]);
      const saved = await browser.page('/settings/profile?saved=1');
      expect(saved.html).toContain('Your profile was saved.');
      expect(saved.html).toContain('value="Alice Liddell"');
    });

    it('lets pending followers in when the account is unlocked', async () => {
      expect((await alice.api.accounts.verifyCredentials()).locked).toBe(true);
      expect(await bob.api.accounts.follow(alice.account.id)).toMatchObject({ following: false, requested: true });
      const { token } = await browser.page('/settings/profile');
      const response = await browser.post('/settings/profile', { authenticity_token: token, display_name: 'Alice Liddell' });
      expect(response.status).toBe(302);
      expect((await alice.api.accounts.verifyCredentials()).locked).toBe(false);
      const [relationship] = await bob.api.accounts.relationships([alice.account.id]);
      expect(relationship).toMatchObject({ following: true, requested: false });
    });

    it('re-renders with a clear error and changes nothing for bad input', async () => {
      const { token } = await browser.page('/settings/profile');
      const before = await alice.api.accounts.verifyCredentials();
      const response = await browser.post('/settings/profile', { authenticity_token: token, display_name: 'x'.repeat(31), note: 'changed' });
      expect(response.status).toBe(422);
      expect(await response.text()).toContain('Display name is too long (maximum is 30 characters).');
      expect(await alice.api.accounts.verifyCredentials()).toEqual(before);
    });

    it('escapes what it shows', async () => {
      const { token } = await browser.page('/settings/profile');
      await browser.post('/settings/profile', { authenticity_token: token, display_name: '<b>"x"</b>', note: '</textarea><script>alert(1)</script>' });
      const { html } = await browser.page('/settings/profile');
      expect(html).not.toContain('<script>alert(1)</script>');
      expect(html).not.toContain('<b>"x"</b>');
      expect(html).toContain('&lt;/textarea&gt;&lt;script&gt;alert(1)&lt;/script&gt;</textarea>');
      expect(html).toContain('value="&lt;b&gt;&quot;x&quot;&lt;/b&gt;"');
    });

    it('takes an avatar upload and crops it to 400×400', async () => {
      const { token } = await browser.page('/settings/profile');
      const image = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3366cc' } }).png().toBuffer();
      const form = new FormData();
      form.append('authenticity_token', token);
      form.append('display_name', 'Alice');
      form.append('avatar', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'me.png');
      const response = await browser.request('/settings/profile', { method: 'POST', body: form });
      expect(response.status).toBe(302);
      const me = await alice.api.accounts.verifyCredentials();
      const avatar = await fetch(me.avatar);
      expect(avatar.status).toBe(200);
      const meta = await sharp(Buffer.from(await avatar.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([400, 400]);

      const bad = new FormData();
      bad.append('authenticity_token', token);
      bad.append('avatar', new Blob(['not an image'], { type: 'text/plain' }), 'x.txt');
      const refused = await browser.request('/settings/profile', { method: 'POST', body: bad });
      expect(refused.status).toBe(422);
      expect(await refused.text()).toContain('Avatar must be a PNG, GIF, JPEG or WebP image.');
      expect((await alice.api.accounts.verifyCredentials()).avatar).toBe(me.avatar);
    });

    it('refuses a form without a valid CSRF token and changes nothing', async () => {
      const before = await alice.api.accounts.verifyCredentials();
      for (const token of [undefined, '', 'forged', hiddenValue((await new Browser(t.url).page('/auth/sign_in')).html, 'authenticity_token') ?? 'x']) {
        const form: Record<string, string> = { display_name: 'Hijacked' };
        if (token !== undefined) form.authenticity_token = token;
        const response = await browser.post('/settings/profile', form);
        expect(response.status).toBe(422);
        expect(await response.text()).toContain('The form has expired');
      }
      expect((await alice.api.accounts.verifyCredentials()).display_name).toBe(before.display_name);
    });
  });

  describe('/settings/preferences', () => {
    it('stores posting defaults and the web client’s preferences', async () => {
      const { html, token } = await browser.page('/settings/preferences');
      expect(html).toContain('<option value="public" selected>');
      const response = await browser.post('/settings/preferences', {
        authenticity_token: token,
        default_privacy: 'private',
        default_sensitive: '1',
        display_media: 'hide_all',
        boost_modal: '1',
        reduce_motion: '1',
      });
      expect([response.status, response.headers.get('location')]).toEqual([302, '/settings/preferences?saved=1']);
      const me = await alice.api.accounts.verifyCredentials();
      expect(me.source).toMatchObject({ privacy: 'private', sensitive: true });
      const after = await browser.page('/settings/preferences?saved=1');
      expect(after.html).toContain('Your preferences were saved.');
      expect(after.html).toContain('<option value="hide_all" selected>');
      expect(after.html).toMatch(/name="boost_modal" value="1" checked/);
      // Unchecked boxes are off: delete_modal defaulted to on and was not sent.
      expect(after.html).not.toMatch(/name="delete_modal" value="1" checked/);
    });

    it('re-renders with an error for a value outside the choices', async () => {
      const { token } = await browser.page('/settings/preferences');
      const response = await browser.post('/settings/preferences', { authenticity_token: token, default_privacy: 'direct', display_media: 'sometimes' });
      const html = await response.text();
      expect(response.status).toBe(422);
      expect(html).toContain('Default post privacy must be public, unlisted or followers-only.');
      expect(html).toContain('Media display must be one of the listed choices.');
      expect((await alice.api.accounts.verifyCredentials()).source.privacy).toBe('private');
    });
  });

  describe('/filters', () => {
    it('adds a filter that the API lists, tells the streams, and removes it again', async () => {
      const messages: HubMessage[] = [];
      const unsubscribe = t.instance.hub.subscribe(`timeline:${alice.account.id}`, (message) => messages.push(message));
      const { html, token } = await browser.page('/filters');
      expect(html).toContain('You have no filters yet.');
      const created = await browser.post('/filters', {
        authenticity_token: token,
        phrase: 'spoilers <b>',
        'context[]': ['home', 'thread'],
        whole_word: '1',
        expires_in: '3600',
      });
      expect([created.status, created.headers.get('location')]).toEqual([302, '/filters?notice=created']);
      const [filter, ...rest] = await alice.api.filters.list();
      expect(rest).toEqual([]);
      expect(filter).toMatchObject({ phrase: 'spoilers <b>', context: ['home', 'thread'], whole_word: true, irreversible: false });
      expect(Date.parse(filter?.expires_at ?? '') - Date.now()).toBeGreaterThan(3500 * 1000);

      const page = await browser.page('/filters?notice=created');
      expect(page.html).toContain('The filter was added.');
      expect(page.html).toContain('<strong>spoilers &lt;b&gt;</strong>');

      // Another user cannot remove it.
      const bobBrowser = new Browser(t.url);
      await bobBrowser.signIn('bob');
      const bobPage = await bobBrowser.page('/filters');
      expect((await bobBrowser.post(`/filters/${filter?.id}/delete`, { authenticity_token: bobPage.token })).status).toBe(404);
      expect(await alice.api.filters.list()).toHaveLength(1);

      const removed = await browser.post(`/filters/${filter?.id}/delete`, { authenticity_token: page.token });
      expect([removed.status, removed.headers.get('location')]).toEqual([302, '/filters?notice=deleted']);
      expect(await alice.api.filters.list()).toEqual([]);
      expect(messages).toEqual([{ kind: 'filters_changed' }, { kind: 'filters_changed' }]);
      unsubscribe();
    });

    it('re-renders with errors for a blank phrase or no context, and needs the CSRF token', async () => {
      const { token } = await browser.page('/filters');
      const response = await browser.post('/filters', { authenticity_token: token, phrase: '  ', expires_in: '99' });
      const html = await response.text();
      expect(response.status).toBe(422);
      expect(html).toContain('Phrase can&#39;t be blank.');
      expect(html).toContain('Choose at least one place to filter in.');
      expect(html).toContain('Expire after must be one of the listed choices.');
      expect((await browser.post('/filters', { phrase: 'x', 'context[]': 'home' })).status).toBe(422);
      expect(await alice.api.filters.list()).toEqual([]);
    });
  });

  it('serves the terms to anyone, styled for light and dark', async () => {
    const response = await fetch(`${t.url}/terms`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(html).toContain('<h1>Terms and privacy</h1>');
    expect(html).toContain('@media (prefers-color-scheme: dark)');
  });
  describe('security headers', () => {
    async function pageKinds(): Promise<[string, Response][]> {
      const app = await t.anonymous().oauth.registerApp({ client_name: 'Headers', redirect_uris: 'com.example.app:/callback', scopes: 'read' });
      const visitor = new Browser(t.url);
      const kinds: [string, Response][] = [
        ['sign-in', await visitor.get('/auth/sign_in')],
        ['terms', await visitor.get('/terms')],
        ['error', await browser.post('/settings/preferences', { default_privacy: 'public' })],
        ['authorize', await browser.get(`/oauth/authorize?response_type=code&client_id=${app.client_id}&redirect_uri=com.example.app:/callback&scope=read`)],
      ];
      for (const path of ['/settings/profile', '/settings/preferences', '/filters']) kinds.push([path, await browser.get(path)]);
      return kinds;
    }

    it('sends every page kind with a policy that allows no script, only its own stylesheet, and no framing', async () => {
      for (const [kind, response] of await pageKinds()) {
        const html = await response.text();
        const policy = parsePolicy(response.headers.get('content-security-policy'));
        expect([kind, response.headers.get('content-type')]).toEqual([kind, 'text/html; charset=utf-8']);
        expect([kind, response.headers.get('x-frame-options'), response.headers.get('x-content-type-options'), response.headers.get('referrer-policy')]).toEqual([kind, 'DENY', 'nosniff', 'same-origin']);
        expect([kind, policy.get('default-src'), policy.get('base-uri'), policy.get('frame-ancestors')]).toEqual([kind, ["'none'"], ["'none'"], ["'none'"]]);
        expect([kind, policy.has('script-src')]).toEqual([kind, false]);
        // Every inline stylesheet is allowed by its hash, and nothing else inline is.
        const { styles, scripts } = inlineBlocks(html);
        expect([kind, scripts]).toEqual([kind, []]);
        expect([kind, styles.length]).toEqual([kind, 1]);
        expect([kind, policy.get('style-src')]).toEqual([kind, styles.map(hashSource)]);
        expect([kind, / style="/.test(html)]).toEqual([kind, false]);
        expect([kind, policy.get('img-src')]).toEqual([kind, ["'self'", 'https:', 'data:']]);
      }
    });

    it('limits form targets to this server, except on the authorize page, whose answer redirects to the application', async () => {
      for (const [kind, response] of await pageKinds()) {
        const formAction = parsePolicy(response.headers.get('content-security-policy')).get('form-action');
        expect([kind, formAction]).toEqual([kind, kind === 'authorize' ? undefined : ["'self'"]]);
      }
    });
  });
});
