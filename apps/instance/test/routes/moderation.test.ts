import { createAccount } from '../../src/services/accounts';
import type { AccountRow } from '../../src/db/rows';
import { snowflake } from '../../src/db/ids';
import { insertReport } from '../../src/db/repositories/reports';
import { followAccount } from '../../src/services/follow';
import { postStatus } from '../../src/services/post-status';
import { Browser, formFields } from '../support/browser';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';

interface AccountJson {
  id: string;
  display_name: string;
  note: string;
  limited?: boolean;
  suspended?: boolean;
  fields: unknown[];
  avatar: string;
}

describe('moderation pages (/admin/accounts)', () => {
  let t: TestInstance;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  let target: TestUser;
  let remote: AccountRow;
  let targetStatusId: string;
  let staff: Browser;

  const api = async <T>(path: string, token?: string, init: RequestInit = {}): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${t.url}${path}`, { ...init, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...init.headers } });
    return { status: response.status, body: (await response.json()) as T };
  };
  const ids = (statuses: { id: string }[]) => statuses.map((status) => status.id);
  const accountJson = async () => (await api<AccountJson>(`/api/v1/accounts/${target.account.id}`)).body;

  /** Opens the confirmation page of an action and submits its form, as a staff browser does. */
  async function act(browser: Browser, account: AccountRow, type: string): Promise<Response> {
    const { status, html } = await browser.page(`/admin/accounts/${account.id}/action?type=${type}`);
    expect(status).toBe(200);
    return browser.post(`/admin/accounts/${account.id}/action`, formFields(html, `/admin/accounts/${account.id}/action`));
  }

  beforeAll(async () => {
    t = await startTestInstance();
    admin = t.user('boss', { role: 'admin' });
    t.user('mod', { role: 'moderator' });
    alice = t.user('alice');
    bob = t.user('bob');
    target = t.user('spammer', { displayName: 'Spam Co', note: 'Buy now' });
    remote = createAccount(t.instance, { username: 'faraway', domain: 'remote.example', displayName: 'Far Away' });
    followAccount(t.instance, bob.account.id, target.account);
    targetStatusId = postStatus(t.instance, target.account.id, { text: 'Cheap trumpets #deals', visibility: 'public' }).id;
    insertReport(t.instance.db, {
      id: snowflake(t.instance.now()),
      account_id: alice.account.id,
      target_account_id: target.account.id,
      status_ids: JSON.stringify([targetStatusId]),
      comment: 'Advertising everywhere',
      forward: 0,
      category: 'spam',
      created_at: t.instance.now().toISOString(),
    });
    staff = new Browser(t.url);
    await staff.signIn('boss');
  });
  afterAll(() => t.close());

  describe('access', () => {
    const paths = () => ['/admin/accounts', `/admin/accounts/${target.account.id}`, `/admin/accounts/${target.account.id}/statuses/${targetStatusId}`];

    it('sends a signed-out browser to sign in, and back afterwards', async () => {
      const visitor = new Browser(t.url);
      for (const path of paths()) {
        const response = await visitor.get(path);
        expect([response.status, response.headers.get('location')]).toEqual([302, `/auth/sign_in?return_to=${encodeURIComponent(path)}`]);
      }
      expect(await visitor.signIn('mod', 'password', '/admin/accounts')).toBe('/admin/accounts');
    });

    it('answers 403 in the pages’ style to an account that is not staff, and shows it no moderation link', async () => {
      const browser = new Browser(t.url);
      await browser.signIn('alice');
      for (const path of paths()) {
        const { status, html } = await browser.page(path);
        expect(status).toBe(403);
        expect(html).toContain('Staff only');
        expect(html).toContain('class="site-header"');
      }
      expect((await browser.page('/settings/profile')).html).not.toContain('href="/admin/accounts"');
      const refused = await browser.post(`/admin/accounts/${target.account.id}/action`, { type: 'suspend', authenticity_token: 'x' });
      expect(refused.status).toBe(403);
      expect((await accountJson()).suspended).toBeUndefined();
    });

    it('opens every page for moderators and admins, with the moderation link in the navigation', async () => {
      const mod = new Browser(t.url);
      await mod.signIn('mod');
      for (const browser of [staff, mod]) {
        for (const path of paths()) {
          const { status, html } = await browser.page(path);
          expect([path, status]).toEqual([path, 200]);
          expect(html).toContain('href="/admin/accounts"');
        }
      }
    });

    it('answers 404 for an unknown or malformed account or status id', async () => {
      for (const path of [
        '/admin/accounts/99999999999999999',
        '/admin/accounts/not-an-id',
        `/admin/accounts/${target.account.id}/statuses/99999999999999999`,
        `/admin/accounts/${alice.account.id}/statuses/${targetStatusId}`,
      ]) {
        const { status, html } = await staff.page(path);
        expect([path, status]).toEqual([path, 404]);
        expect(html).toContain('not found');
      }
      const { html } = await staff.page(`/admin/accounts/${target.account.id}`);
      const response = await staff.post('/admin/accounts/99999999999999999/action', { ...formFields(html, '/auth/sign_out'), type: 'silence' });
      expect(response.status).toBe(404);
    });
  });

  describe('the pages', () => {
    it('lists local and remote accounts, filtered by location, standing and username, each linking to its page', async () => {
      const all = (await staff.page('/admin/accounts')).html;
      for (const account of [admin.account, alice.account, target.account, remote]) expect(all).toContain(`href="/admin/accounts/${account.id}"`);
      const local = (await staff.page('/admin/accounts?origin=local')).html;
      expect(local).toContain(`href="/admin/accounts/${alice.account.id}"`);
      expect(local).not.toContain(`href="/admin/accounts/${remote.id}"`);
      const remoteOnly = (await staff.page('/admin/accounts?origin=remote')).html;
      expect(remoteOnly).toContain('@faraway@remote.example');
      expect(remoteOnly).not.toContain(`href="/admin/accounts/${alice.account.id}"`);
      const search = (await staff.page('/admin/accounts?username=SPAM')).html;
      expect(search).toContain(`href="/admin/accounts/${target.account.id}"`);
      expect(search).not.toContain(`href="/admin/accounts/${alice.account.id}"`);
      expect((await staff.page('/admin/accounts?status=suspended')).html).toContain('No account matches these filters.');
    });

    it('shows an account with its counts, role, recent statuses and open reports; a status with the reports that include it', async () => {
      const { html } = await staff.page(`/admin/accounts/${target.account.id}`);
      expect(html).toContain('Spam Co');
      expect(html).toContain('Cheap trumpets #deals');
      expect(html).toContain(`href="/admin/accounts/${target.account.id}/statuses/${targetStatusId}"`);
      expect(html).toContain('Advertising everywhere');
      expect(html).toContain('>Open</span>');
      expect(html).toContain(`href="/admin/accounts/${target.account.id}/action?type=silence"`);
      expect(html).toContain(`href="/admin/accounts/${target.account.id}/action?type=suspend"`);
      const status = (await staff.page(`/admin/accounts/${target.account.id}/statuses/${targetStatusId}`)).html;
      expect(status).toContain('Cheap trumpets #deals');
      expect(status).toContain('Advertising everywhere');
    });

    it('offers no actions on oneself or on an account whose role is not below one’s own', async () => {
      expect((await staff.page(`/admin/accounts/${admin.account.id}`)).html).toContain('You cannot moderate this account');
      const mod = new Browser(t.url);
      await mod.signIn('mod');
      expect((await mod.page(`/admin/accounts/${admin.account.id}/action?type=suspend`)).status).toBe(403);
      const { html } = await mod.page(`/admin/accounts/${admin.account.id}`);
      const response = await mod.post(`/admin/accounts/${admin.account.id}/action`, { ...formFields(html, '/auth/sign_out'), type: 'suspend' });
      expect(response.status).toBe(403);
      expect((await api<AccountJson>(`/api/v1/accounts/${admin.account.id}`)).body.suspended).toBeUndefined();
    });

    it('refuses an action without the form’s CSRF token, and an unknown action', async () => {
      const forged = await staff.post(`/admin/accounts/${target.account.id}/action`, { type: 'suspend', authenticity_token: 'forged' });
      expect(forged.status).toBe(422);
      expect(await forged.text()).toContain('The form has expired');
      const missing = await staff.post(`/admin/accounts/${target.account.id}/action`, { type: 'suspend' });
      expect(missing.status).toBe(422);
      expect((await accountJson()).suspended).toBeUndefined();
      const { html } = await staff.page(`/admin/accounts/${target.account.id}`);
      expect((await staff.post(`/admin/accounts/${target.account.id}/action`, { ...formFields(html, '/auth/sign_out'), type: 'delete' })).status).toBe(400);
      expect((await staff.page(`/admin/accounts/${target.account.id}/action?type=unsuspend`)).status).toBe(400);
    });
  });

  describe('limiting (silence)', () => {
    afterAll(async () => {
      if ((await accountJson()).limited) await act(staff, target.account, 'unsilence');
    });

    it('marks the account limited, keeps its posts out of public timelines for non-followers, and resolves its reports; lifting it restores them', async () => {
      const inPublic = async (token?: string) => ids((await api<{ id: string }[]>('/api/v1/timelines/public?local=true', token)).body).includes(targetStatusId);
      expect([await inPublic(), await inPublic(alice.token), await inPublic(bob.token)]).toEqual([true, true, true]);

      const response = await act(staff, target.account, 'silence');
      expect([response.status, response.headers.get('location')]).toEqual([302, `/admin/accounts/${target.account.id}?notice=silence`]);
      expect((await accountJson()).limited).toBe(true);
      // Signed out and a stranger no longer see it; a follower and the author still do.
      expect([await inPublic(), await inPublic(alice.token), await inPublic(bob.token), await inPublic(target.token)]).toEqual([false, false, true, true]);
      const tag = await api<{ id: string }[]>('/api/v1/timelines/tag/deals');
      expect(ids(tag.body)).not.toContain(targetStatusId);
      const { html } = await staff.page(`/admin/accounts/${target.account.id}?notice=silence`);
      expect(html).toContain('The account is limited.');
      expect(html).toContain('>Resolved</span>');
      expect(html).toContain(`action?type=unsilence`);
      expect((await staff.page('/admin/accounts?status=limited')).html).toContain(`href="/admin/accounts/${target.account.id}"`);
      // Its mentions of someone who does not follow it are filtered (the policy's for_limited_accounts).
      const mention = postStatus(t.instance, target.account.id, { text: '@alice @bob look', visibility: 'public' }).id;
      const mentioned = async (user: TestUser) =>
        (await api<{ status?: { id: string } }[]>('/api/v1/notifications?types[]=mention', user.token)).body.some((n) => n.status?.id === mention);
      expect([await mentioned(alice), await mentioned(bob)]).toEqual([false, true]);

      await act(staff, target.account, 'unsilence');
      expect((await accountJson()).limited).toBeUndefined();
      expect([await inPublic(), await inPublic(alice.token)]).toEqual([true, true]);
    });
  });

  describe('suspending', () => {
    afterAll(async () => {
      if ((await accountJson()).suspended) await act(staff, target.account, 'unsuspend');
    });

    it('empties the account as Mastodon shows it, hides its statuses, refuses its tokens and sign-in; lifting it restores everything', async () => {
      expect((await api(`/api/v1/statuses/${targetStatusId}`)).status).toBe(200);
      const home = async () => ids((await api<{ id: string }[]>('/api/v1/timelines/home', bob.token)).body);
      expect(await home()).toContain(targetStatusId);

      const response = await act(staff, target.account, 'suspend');
      expect(response.status).toBe(302);

      const suspended = await accountJson();
      expect(suspended).toMatchObject({ suspended: true, display_name: '', note: '', fields: [] });
      expect(suspended.avatar).toMatch(/\/avatars\/original\/missing\.png$/);
      const gone = await api<{ error: string }>(`/api/v1/statuses/${targetStatusId}`);
      expect([gone.status, gone.body]).toEqual([404, { error: 'Record not found' }]);
      expect((await api<unknown[]>(`/api/v1/accounts/${target.account.id}/statuses`)).body).toEqual([]);
      expect(await home()).not.toContain(targetStatusId);
      expect(ids((await api<{ id: string }[]>('/api/v1/timelines/public')).body)).not.toContain(targetStatusId);

      const refused = await api<{ error: string }>('/api/v1/accounts/verify_credentials', target.token);
      expect([refused.status, refused.body]).toEqual([403, { error: 'Your login is currently disabled' }]);
      const visitor = new Browser(t.url);
      const { token } = await visitor.page('/auth/sign_in');
      const signIn = await visitor.post('/auth/sign_in', { authenticity_token: token, username: 'spammer', password: 'password' });
      expect(signIn.status).toBe(403);
      expect(await signIn.text()).toContain('This account is suspended.');
      expect(visitor.cookies.has('_trumpet_session')).toBe(false);
      expect((await staff.page('/admin/accounts?status=suspended')).html).toContain(`href="/admin/accounts/${target.account.id}"`);
      // Staff still see what it posted.
      expect((await staff.page(`/admin/accounts/${target.account.id}`)).html).toContain('Cheap trumpets #deals');

      await act(staff, target.account, 'unsuspend');
      const restored = await accountJson();
      expect(restored.suspended).toBeUndefined();
      expect(restored).toMatchObject({ display_name: 'Spam Co' });
      expect((await api(`/api/v1/statuses/${targetStatusId}`)).status).toBe(200);
      expect(await home()).toContain(targetStatusId);
      expect((await api('/api/v1/accounts/verify_credentials', target.token)).status).toBe(200);
      expect(await new Browser(t.url).signIn('spammer')).toBe('/');
    });

    it('keeps a suspended account’s signed-in browser out of the pages that need a session', async () => {
      const browser = new Browser(t.url);
      await browser.signIn('spammer');
      expect((await browser.get('/settings/profile')).status).toBe(200);
      await act(staff, target.account, 'suspend');
      expect((await browser.get('/settings/profile')).status).toBe(302);
      await act(staff, target.account, 'unsuspend');
      expect((await browser.get('/settings/profile')).status).toBe(200);
    });
  });
});
