import { fakeFetch } from '../../test/support/app';
import { activeAccountKey, rememberedAccounts } from './accounts';
import { beginSignIn, completeSignIn, serverOrigin } from './oauth';

const here = { host: 'app.test', origin: 'https://app.test', protocol: 'https:' } as Location;

function withFetch(routes: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(routes);
  Object.assign(globalThis, { fetch: (input: string, init?: RequestInit) => fake.fetch(String(input), init ?? {}) });
  return fake.calls;
}

const app = { body: { id: '1', name: 'Trumpet', client_id: 'cid', client_secret: 'secret', redirect_uri: 'https://app.test/callback', vapid_key: null, website: null } };

describe('signing in with OAuth (issue 5)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => jest.restoreAllMocks());

  it('turns what a person types into a server origin', () => {
    expect(serverOrigin('mastodon.social', here)).toBe('https://mastodon.social');
    expect(serverOrigin(' https://example.org/ ', here)).toBe('https://example.org');
    expect(serverOrigin('127.0.0.1:4000', here)).toBe('http://127.0.0.1:4000');
    expect(serverOrigin('app.test', here)).toBe('https://app.test');
    expect(serverOrigin('', here)).toBeNull();
    expect(serverOrigin('nodot', here)).toBeNull();
  });

  it('registers the app and uses PKCE S256 when the server advertises it', async () => {
    const calls = withFetch({
      'POST /api/v1/apps': app,
      'GET /.well-known/oauth-authorization-server': { body: { issuer: 'https://example.org', code_challenge_methods_supported: ['S256'] } },
    });
    const url = new URL(await beginSignIn('https://example.org', here));
    expect(url.pathname).toBe('/oauth/authorize');
    expect(url.searchParams.get('client_id')).toBe('cid');
    expect(url.searchParams.get('redirect_uri')).toBe('https://app.test/callback');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBeTruthy();
    expect(JSON.parse(calls[0]?.body ?? '{}')).toMatchObject({ client_name: 'Trumpet', redirect_uris: 'https://app.test/callback' });
  });

  it('falls back to the plain code flow without S256', async () => {
    withFetch({ 'POST /api/v1/apps': app });
    const url = new URL(await beginSignIn('https://example.org', here));
    expect(url.searchParams.get('code_challenge')).toBeNull();
    expect(url.searchParams.get('state')).toBeTruthy();
  });

  it('exchanges the code with the verifier, then remembers the account as the active one', async () => {
    const calls = withFetch({
      'POST /api/v1/apps': app,
      'GET /.well-known/oauth-authorization-server': { body: { issuer: 'https://example.org', code_challenge_methods_supported: ['S256'] } },
      'POST /oauth/token': { body: { access_token: 'tok', token_type: 'Bearer', scope: 'read write follow push', created_at: 1 } },
      'GET /api/v1/accounts/verify_credentials': {
        body: {
          id: '7', username: 'demo', acct: 'demo', display_name: 'Demo', locked: false, bot: false, created_at: '2026-01-01T00:00:00.000Z', note: '',
          url: 'https://example.org/@demo', avatar: 'a.png', avatar_static: 'a.png', header: '', header_static: '', followers_count: 0,
          following_count: 0, statuses_count: 0, emojis: [], fields: [], source: { privacy: 'public', sensitive: false, note: '', fields: [] },
        },
      },
    });
    const state = new URL(await beginSignIn('https://example.org', here)).searchParams.get('state');
    const account = await completeSignIn(`?code=abc&state=${state}`);
    const token = calls.find((call) => call.url.endsWith('/oauth/token'));
    const form = new URLSearchParams(token?.body ?? '');
    expect(form.get('grant_type')).toBe('authorization_code');
    expect(form.get('code')).toBe('abc');
    expect(form.get('code_verifier')).toBeTruthy();
    expect(account).toMatchObject({ accountId: '7', acct: 'demo', accessToken: 'tok', client: { client_id: 'cid', client_secret: 'secret' } });
    expect(rememberedAccounts().map((entry) => entry.key)).toEqual(['7@https://example.org']);
    expect(activeAccountKey()).toBe('7@https://example.org');
  });

  it('refuses a callback whose state is not the one sent', async () => {
    withFetch({ 'POST /api/v1/apps': app });
    await beginSignIn('https://example.org', here);
    await expect(completeSignIn('?code=abc&state=forged')).rejects.toThrow('another sign-in');
  });
});
