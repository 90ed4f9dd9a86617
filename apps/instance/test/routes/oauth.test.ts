import { createRestClient, type CredentialApplication } from '@trumpet/api-client';
import { Browser, formFields } from '../support/browser';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';

const REDIRECT = 'https://client.example/callback';

async function post(t: TestInstance, path: string, body: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(body).toString(),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

async function postJson(t: TestInstance, path: string, body: unknown) {
  const response = await fetch(`${t.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function appFor(t: TestInstance, token: string) {
  const response = await fetch(`${t.url}/api/v1/apps/verify_credentials`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('OAuth', () => {
  let t: TestInstance;
  let clock = Date.parse('2025-03-01T12:00:00Z');
  let alice: TestUser;
  let app: CredentialApplication;
  const client = () => ({ client_id: app.client_id, client_secret: app.client_secret });

  /** Signs `browser` in through the authorize page and approves; answers the redirect's query. */
  async function authorize(browser: Browser, url: string, decision: 'approve' | 'deny' = 'approve'): Promise<URLSearchParams> {
    const first = await browser.page(url.replace(t.url, ''));
    if (first.html.includes('action="/auth/sign_in"')) {
      const fields = formFields(first.html, '/auth/sign_in');
      const signedIn = await browser.post('/auth/sign_in', { ...fields, username: 'alice', password: 'password' });
      expect(signedIn.status).toBe(302);
    }
    const approval = await browser.page(url.replace(t.url, ''));
    expect(approval.html).toContain('would like to access your account');
    const response = await browser.post('/oauth/authorize', { ...formFields(approval.html, '/oauth/authorize'), decision });
    expect(response.status).toBe(302);
    return new URL(response.headers.get('location') ?? '').searchParams;
  }

  beforeAll(async () => {
    t = await startTestInstance({ now: () => new Date(clock) });
    alice = t.user('alice', { email: 'alice@example.com' });
    app = await t.anonymous().oauth.registerApp({
      client_name: 'Test <Client>',
      redirect_uris: [REDIRECT, 'urn:ietf:wg:oauth:2.0:oob'],
      scopes: 'read write follow push',
      website: 'https://client.example',
    });
  });
  afterAll(() => t.close());

  describe('POST /api/v1/apps', () => {
    it('registers an app and answers its credentials, through @trumpet/api-client', () => {
      expect(app).toMatchObject({
        name: 'Test <Client>',
        website: 'https://client.example',
        scopes: ['read', 'write', 'follow', 'push'],
        redirect_uris: [REDIRECT, 'urn:ietf:wg:oauth:2.0:oob'],
        redirect_uri: `${REDIRECT}\nurn:ietf:wg:oauth:2.0:oob`,
        client_secret_expires_at: 0,
      });
      expect(app.client_id).toMatch(/^[\w-]{40,}$/);
      expect(app.client_secret).toMatch(/^[\w-]{40,}$/);
      expect(app.client_secret).not.toBe(app.client_id);
    });

    it('defaults scopes to read and takes redirect_uris as an array', async () => {
      const response = await postJson(t, '/api/v1/apps', { client_name: 'Array', redirect_uris: ['https://a.example/cb', 'myapp://oauth'] });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ scopes: ['read'], redirect_uris: ['https://a.example/cb', 'myapp://oauth'] });
    });

    it.each([
      [{ redirect_uris: REDIRECT }, "Validation failed: Application name can't be blank"],
      [{ client_name: 'x', redirect_uris: '/relative' }, 'Validation failed: Redirect URI must be an absolute URI.'],
      [{ client_name: 'x', redirect_uris: 'https://a.example/cb#frag' }, 'Validation failed: Redirect URI cannot contain a fragment.'],
      [{ client_name: 'x', redirect_uris: 'javascript:alert(1)' }, 'Validation failed: Redirect URI is forbidden by the server.'],
      [{ client_name: 'x' }, "Validation failed: Redirect URI can't be blank"],
      [{ client_name: 'x', redirect_uris: REDIRECT, scopes: 'read delete:everything' }, "Validation failed: Scopes doesn't match configured on the server."],
      [{ client_name: 'x', redirect_uris: REDIRECT, website: 'not a url' }, 'Validation failed: Website is invalid'],
    ])('answers 422 for %j', async (body, error) => {
      const response = await postJson(t, '/api/v1/apps', body);
      expect(response).toEqual({ status: 422, body: { error } });
    });
  });

  it('publishes RFC 8414 metadata that @trumpet/api-client reads', async () => {
    const metadata = await t.anonymous().oauth.serverMetadata();
    expect(metadata).toMatchObject({
      issuer: `${t.url}/`,
      authorization_endpoint: `${t.url}/oauth/authorize`,
      token_endpoint: `${t.url}/oauth/token`,
      revocation_endpoint: `${t.url}/oauth/revoke`,
      code_challenge_methods_supported: ['S256'],
    });
    expect(metadata?.scopes_supported).toEqual(expect.arrayContaining(['read', 'write', 'follow', 'push', 'read:statuses']));
    const raw = (await (await fetch(`${t.url}/.well-known/oauth-authorization-server`)).json()) as Record<string, unknown>;
    expect(raw).toMatchObject({
      response_types_supported: ['code'],
      app_registration_endpoint: `${t.url}/api/v1/apps`,
      grant_types_supported: expect.arrayContaining(['authorization_code', 'client_credentials']),
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    });
  });

  describe('authorization code with PKCE', () => {
    it('signs in, approves, returns state and a code that the verifier trades for a working token', async () => {
      const pending = await t.anonymous().oauth.beginAuthorization({ client_id: app.client_id, redirect_uri: REDIRECT, scope: 'read write' });
      expect(pending.codeVerifier).not.toBeNull();
      expect(new URL(pending.url).searchParams.get('code_challenge_method')).toBe('S256');

      const browser = new Browser(t.url);
      const signInPage = await browser.page(pending.url.replace(t.url, ''));
      expect(signInPage.status).toBe(200);
      expect(signInPage.html).toContain('to authorize <strong>Test &lt;Client&gt;</strong>');
      expect(signInPage.html).not.toContain('Test <Client>');

      const query = await authorize(browser, pending.url);
      expect(query.get('state')).toBe(pending.state);
      const code = query.get('code') ?? '';
      expect(code).not.toBe('');

      const token = await t.anonymous().oauth.token(client(), { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: pending.codeVerifier });
      expect(token).toMatchObject({ token_type: 'Bearer', scope: 'read write', created_at: Math.floor(clock / 1000) });
      const api = createRestClient({ url: t.url, accessToken: token.access_token });
      expect((await api.accounts.verifyCredentials()).username).toBe('alice');
      expect((await appFor(t, token.access_token)).body).toMatchObject({ name: 'Test <Client>', scopes: ['read', 'write', 'follow', 'push'] });

      // Used once: a replay is refused, and the token it gave is revoked.
      const replay = await post(t, '/oauth/token', { ...client(), grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: pending.codeVerifier ?? '' });
      expect(replay.status).toBe(400);
      expect(replay.body).toEqual({ error: 'invalid_grant', error_description: expect.stringContaining('authorization grant is invalid') });
      expect((await appFor(t, token.access_token)).status).toBe(401);
    });

    it('refuses a wrong or missing verifier, another redirect_uri and another client, then still accepts the right one', async () => {
      const pending = await t.anonymous().oauth.beginAuthorization({ client_id: app.client_id, redirect_uri: REDIRECT, scope: 'read' });
      const code = (await authorize(new Browser(t.url), pending.url)).get('code') ?? '';
      const other = await t.anonymous().oauth.registerApp({ client_name: 'Other', redirect_uris: REDIRECT });
      const attempts: Record<string, string>[] = [
        { ...client(), code_verifier: 'x'.repeat(43) },
        { ...client() },
        { ...client(), code_verifier: pending.codeVerifier ?? '', redirect_uri: 'urn:ietf:wg:oauth:2.0:oob' },
        { client_id: other.client_id, client_secret: other.client_secret, code_verifier: pending.codeVerifier ?? '' },
      ];
      for (const attempt of attempts) {
        const response = await post(t, '/oauth/token', { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, ...attempt });
        expect({ status: response.status, error: response.body.error }).toEqual({ status: 400, error: 'invalid_grant' });
      }
      const token = await t.anonymous().oauth.token(client(), { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: pending.codeVerifier });
      expect(token.scope).toBe('read');
    });

    it('lets a code expire after 10 minutes', async () => {
      const pending = await t.anonymous().oauth.beginAuthorization({ client_id: app.client_id, redirect_uri: REDIRECT, scope: 'read' });
      const code = (await authorize(new Browser(t.url), pending.url)).get('code') ?? '';
      clock += 10 * 60 * 1000 + 1000;
      const response = await post(t, '/oauth/token', { ...client(), grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: pending.codeVerifier ?? '' });
      expect(response.body.error).toBe('invalid_grant');
    });

    it('checks a plain challenge, and takes JSON bodies and HTTP Basic client authentication', async () => {
      const verifier = 'plain-verifier-'.padEnd(50, 'v');
      const url = `/oauth/authorize?response_type=code&client_id=${app.client_id}&redirect_uri=${encodeURIComponent(REDIRECT)}&code_challenge=${verifier}&code_challenge_method=plain`;
      const code = (await authorize(new Browser(t.url), url)).get('code') ?? '';
      const basic = `Basic ${Buffer.from(`${app.client_id}:${app.client_secret}`).toString('base64')}`;
      const response = await fetch(`${t.url}/oauth/token`, {
        method: 'POST',
        headers: { authorization: basic, 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toMatchObject({ token_type: 'Bearer', scope: 'read' });
    });

    it('sends a denial back to the client with the state', async () => {
      const pending = await t.anonymous().oauth.beginAuthorization({ client_id: app.client_id, redirect_uri: REDIRECT });
      const query = await authorize(new Browser(t.url), pending.url, 'deny');
      expect(query.get('error')).toBe('access_denied');
      expect(query.get('state')).toBe(pending.state);
      expect(query.get('code')).toBeNull();
    });

    it('shows the code on a page for urn:ietf:wg:oauth:2.0:oob', async () => {
      const browser = new Browser(t.url);
      await browser.signIn('alice');
      const approval = await browser.page(`/oauth/authorize?response_type=code&client_id=${app.client_id}&redirect_uri=urn:ietf:wg:oauth:2.0:oob&scope=read`);
      const approved = await browser.post('/oauth/authorize', formFields(approval.html, '/oauth/authorize'));
      expect(approved.status).toBe(302);
      const location = approved.headers.get('location') ?? '';
      expect(location).toMatch(/^\/oauth\/authorize\/native\?code=/);
      const page = await (await browser.get(location)).text();
      const code = new URL(location, t.url).searchParams.get('code') ?? '';
      expect(page).toContain(`<div class="code-box">${code}</div>`);
      const token = await t.anonymous().oauth.token(client(), { grant_type: 'authorization_code', code, redirect_uri: 'urn:ietf:wg:oauth:2.0:oob' });
      expect(token.scope).toBe('read');
    });

    it('asks a signed-in browser to sign in again with force_login', async () => {
      const browser = new Browser(t.url);
      await browser.signIn('alice');
      const base = `/oauth/authorize?response_type=code&client_id=${app.client_id}&redirect_uri=${encodeURIComponent(REDIRECT)}`;
      expect((await browser.page(base)).html).toContain('would like to access your account');
      const forced = await browser.page(`${base}&force_login=true`);
      expect(forced.html).toContain('action="/auth/sign_in"');
      expect(forced.html).not.toContain('would like to access');
      expect(formFields(forced.html, '/auth/sign_in').return_to).not.toContain('force_login');
    });

    it('answers a bad client or redirect_uri with a 400 page, never a redirect', async () => {
      const browser = new Browser(t.url);
      await browser.signIn('alice');
      for (const query of [
        `client_id=nope&redirect_uri=${encodeURIComponent(REDIRECT)}`,
        `client_id=${app.client_id}&redirect_uri=${encodeURIComponent('https://evil.example/steal')}`,
      ]) {
        const response = await browser.get(`/oauth/authorize?response_type=code&${query}`);
        expect(response.status).toBe(400);
        expect(response.headers.get('location')).toBeNull();
        expect(response.headers.get('content-type')).toContain('text/html');
        expect(await response.text()).not.toContain('evil.example');
      }
    });

    it('sends scope and response_type errors back to the registered redirect_uri', async () => {
      const browser = new Browser(t.url);
      await browser.signIn('alice');
      const narrow = await t.anonymous().oauth.registerApp({ client_name: 'Narrow', redirect_uris: REDIRECT, scopes: 'read' });
      const scoped = await browser.get(`/oauth/authorize?response_type=code&client_id=${narrow.client_id}&redirect_uri=${encodeURIComponent(REDIRECT)}&scope=read+write&state=s1`);
      expect(scoped.status).toBe(302);
      const location = new URL(scoped.headers.get('location') ?? '');
      expect([location.origin + location.pathname, location.searchParams.get('error'), location.searchParams.get('state')]).toEqual([REDIRECT, 'invalid_scope', 's1']);
      const token = await browser.get(`/oauth/authorize?response_type=token&client_id=${narrow.client_id}&redirect_uri=${encodeURIComponent(REDIRECT)}`);
      expect(new URL(token.headers.get('location') ?? '').searchParams.get('error')).toBe('unsupported_response_type');
      // `read:statuses` is part of what `read` allows.
      expect((await browser.page(`/oauth/authorize?response_type=code&client_id=${narrow.client_id}&scope=read:statuses`)).html).toContain('See all posts');
    });

    it('refuses an approval without the CSRF token', async () => {
      const browser = new Browser(t.url);
      await browser.signIn('alice');
      const approval = await browser.page(`/oauth/authorize?response_type=code&client_id=${app.client_id}&redirect_uri=${encodeURIComponent(REDIRECT)}`);
      const fields = formFields(approval.html, '/oauth/authorize');
      for (const token of ['', 'forged']) {
        const response = await browser.post('/oauth/authorize', { ...fields, authenticity_token: token });
        expect(response.status).toBe(422);
        expect(response.headers.get('location')).toBeNull();
      }
      // Another browser's form token does not work in this one either.
      const other = new Browser(t.url);
      await other.signIn('alice');
      const response = await other.post('/oauth/authorize', fields);
      expect(response.status).toBe(422);
    });
  });

  describe('other grants', () => {
    it('issues a user token for the password grant, by username or email', async () => {
      const token = await t.anonymous().oauth.token(client(), { grant_type: 'password', username: 'alice', password: 'password', scope: 'read write' });
      expect(token.scope).toBe('read write');
      expect((await createRestClient({ url: t.url, accessToken: token.access_token }).accounts.verifyCredentials()).id).toBe(alice.account.id);
      const byEmail = await post(t, '/oauth/token', { ...client(), grant_type: 'password', username: 'ALICE@example.com', password: 'password' });
      expect(byEmail.body).toMatchObject({ scope: 'read' });
      const wrong = await post(t, '/oauth/token', { ...client(), grant_type: 'password', username: 'alice', password: 'nope' });
      expect([wrong.status, wrong.body.error]).toEqual([400, 'invalid_grant']);
    });

    it('issues an app-only token for client_credentials', async () => {
      const token = await t.anonymous().oauth.token(client(), { grant_type: 'client_credentials', scope: 'read write' });
      expect(token.scope).toBe('read write');
      expect((await appFor(t, token.access_token)).body).toMatchObject({ name: 'Test <Client>' });
      const asUser = await fetch(`${t.url}/api/v1/accounts/verify_credentials`, { headers: { authorization: `Bearer ${token.access_token}` } });
      // Mastodon's require_user!: an app token without a user is a 422, not an invalid token.
      expect(asUser.status).toBe(422);
      expect(await asUser.json()).toEqual({ error: 'This method requires an authenticated user' });
    });

    it('answers errors in OAuth’s shape', async () => {
      const cases: [Record<string, string>, number, string][] = [
        [{ client_id: app.client_id, client_secret: 'wrong', grant_type: 'client_credentials' }, 401, 'invalid_client'],
        [{ client_id: 'unknown', client_secret: 'x', grant_type: 'password', username: 'alice', password: 'password' }, 401, 'invalid_client'],
        [{ ...client(), grant_type: 'refresh_token' }, 400, 'unsupported_grant_type'],
        [{ ...client() }, 400, 'invalid_request'],
        [{ ...client(), grant_type: 'authorization_code', redirect_uri: REDIRECT }, 400, 'invalid_request'],
        [{ ...client(), grant_type: 'client_credentials', scope: 'admin:write' }, 400, 'invalid_scope'],
      ];
      for (const [body, status, error] of cases) {
        const response = await post(t, '/oauth/token', body);
        expect({ status: response.status, error: response.body.error, described: typeof response.body.error_description }).toEqual({ status, error, described: 'string' });
      }
    });
  });

  describe('POST /oauth/revoke', () => {
    it('revokes the client’s token, which then answers 401', async () => {
      const token = await t.anonymous().oauth.token(client(), { grant_type: 'password', username: 'alice', password: 'password' });
      expect((await appFor(t, token.access_token)).status).toBe(200);
      await t.anonymous().oauth.revoke(client(), token.access_token);
      expect((await appFor(t, token.access_token)).status).toBe(401);
      // Idempotent.
      expect(await post(t, '/oauth/revoke', { ...client(), token: token.access_token })).toMatchObject({ status: 200, body: {} });
    });

    it('refuses to revoke another client’s token', async () => {
      const other = await t.anonymous().oauth.registerApp({ client_name: 'Other', redirect_uris: REDIRECT });
      const token = await t.anonymous().oauth.token(client(), { grant_type: 'password', username: 'alice', password: 'password' });
      const response = await post(t, '/oauth/revoke', { client_id: other.client_id, client_secret: other.client_secret, token: token.access_token });
      expect([response.status, response.body.error]).toEqual([403, 'unauthorized_client']);
      expect((await appFor(t, token.access_token)).status).toBe(200);
      expect((await post(t, '/oauth/revoke', { ...client(), token: 'unknown' })).status).toBe(200);
    });
  });

  it('verifies app credentials with an app or user token, and 401s without one', async () => {
    expect((await appFor(t, alice.token)).status).toBe(200);
    expect((await appFor(t, 'bogus')).status).toBe(401);
    const response = await fetch(`${t.url}/api/v1/apps/verify_credentials`);
    expect(response.status).toBe(401);
  });
});
