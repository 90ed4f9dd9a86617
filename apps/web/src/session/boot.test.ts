import { accountKey, activeAccountKey, isExpired, rememberAccount, rememberedAccounts, setActiveAccountKey } from './accounts';
import { keepForOffline, keptForOffline } from './offline-session';
import { resolveSession } from './boot';
import { signOut } from './sign-out';
import { fakeFetch } from '../../test/support/app';

const here = { host: 'app.test', origin: 'https://app.test', protocol: 'https:' } as Location;

function pageWith(state: unknown, csrf = 'csrf-1'): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.head.innerHTML = `<meta name="csrf-token" content="${csrf}">`;
  if (state !== null) {
    const script = doc.createElement('script');
    script.id = 'initial-state';
    script.type = 'application/json';
    script.textContent = JSON.stringify(state);
    doc.head.append(script);
  }
  return doc;
}

function withFetch(routes: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(routes);
  Object.assign(globalThis, { fetch: (input: string, init?: RequestInit) => fake.fetch(String(input), init ?? {}) });
  return fake.calls;
}

const demo = { id: '1', username: 'demo', acct: 'demo', display_name: 'Demo', avatar: 'a.png', avatar_static: 'a.png' };

describe('who is signed in', () => {
  beforeEach(() => localStorage.clear());

  it("signs in at once with the page's initial state, and remembers that account", async () => {
    const session = await resolveSession(here, pageWith({ meta: { me: '1', access_token: 'page-token' }, accounts: { 1: demo } }));
    expect(session).toMatchObject({ me: '1', accessToken: 'page-token', csrfToken: 'csrf-1', origin: 'https://app.test' });
    expect(rememberedAccounts()).toEqual([expect.objectContaining({ key: '1@https://app.test', acct: 'demo', client: null })]);
  });

  it('is signed out without a page state or a chosen account', async () => {
    const session = await resolveSession(here, pageWith(null));
    expect(session.me).toBeNull();
    expect(session.accessToken).toBeNull();
  });

  it("uses the chosen account's own token when it is the page's account", async () => {
    rememberAccount({ key: accountKey('1', here.origin), origin: here.origin, accountId: '1', acct: 'demo', displayName: 'Demo', avatar: '', accessToken: 'oauth-token', client: { client_id: 'c', client_secret: 's' } });
    setActiveAccountKey(accountKey('1', here.origin));
    const session = await resolveSession(here, pageWith({ meta: { me: '1', access_token: 'page-token' }, accounts: { 1: demo } }));
    expect(session.accessToken).toBe('oauth-token');
    expect((session.initialState as { meta: { access_token: string } }).meta.access_token).toBe('oauth-token');
  });

  it("marks a chosen account whose token the server refuses as expired, and falls back to the page's session", async () => {
    withFetch({ 'GET /api/v1/accounts/verify_credentials': { status: 401, body: { error: 'The access token is invalid' } } });
    const other = { key: accountKey('7', 'https://other.test'), origin: 'https://other.test', accountId: '7', acct: 'alice', displayName: 'Alice', avatar: '', accessToken: 'revoked', client: { client_id: 'c', client_secret: 's' } };
    rememberAccount(other);
    setActiveAccountKey(other.key);
    const session = await resolveSession(here, pageWith({ meta: { me: '1', access_token: 'page-token' }, accounts: { 1: demo } }));
    expect(session).toMatchObject({ me: '1', accessToken: 'page-token' });
    expect(rememberedAccounts().map((entry) => [entry.key, isExpired(entry)])).toEqual([
      [other.key, true],
      ['1@https://app.test', false],
    ]);
  });

  it('does not mark an account expired when its server is only unreachable', async () => {
    Object.assign(globalThis, { fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    const other = { key: accountKey('7', 'https://other.test'), origin: 'https://other.test', accountId: '7', acct: 'alice', displayName: 'Alice', avatar: '', accessToken: 't', client: { client_id: 'c', client_secret: 's' } };
    rememberAccount(other);
    setActiveAccountKey(other.key);
    await resolveSession(here, pageWith(null));
    expect(rememberedAccounts().some(isExpired)).toBe(false);
  });

  it('starts as it was last when the page has no session and the server cannot be reached (the offline copy, issue #15)', async () => {
    const state = { meta: { me: '1', access_token: 'page-token' }, accounts: { 1: demo } };
    await resolveSession(here, pageWith(state));
    Object.assign(globalThis, { fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    const offline = await resolveSession(here, pageWith(null));
    expect(offline).toMatchObject({ me: '1', accessToken: 'page-token', csrfToken: null });
    expect(offline.initialState).toEqual(state);
  });

  it('is signed out on a page without a session when the server answers, whatever was kept', async () => {
    await resolveSession(here, pageWith({ meta: { me: '1', access_token: 'page-token' }, accounts: { 1: demo } }));
    const calls = withFetch({ 'GET /api/v1/instance': { status: 200, body: {} } });
    const session = await resolveSession(here, pageWith(null));
    expect(session.me).toBeNull();
    expect(calls.length).toBe(1);
  });

  it('starts a chosen account as it was last when its server cannot be reached, keeping it chosen', async () => {
    const other = { key: accountKey('7', 'https://other.test'), origin: 'https://other.test', accountId: '7', acct: 'alice', displayName: 'Alice', avatar: '', accessToken: 't', client: { client_id: 'c', client_secret: 's' } };
    rememberAccount(other);
    setActiveAccountKey(other.key);
    // What the last start built from the server (boot.ts keeps it on every signed-in start).
    const last = { meta: { me: '7', access_token: 't' }, accounts: { 7: { ...demo, id: '7' } } };
    keepForOffline(other.key, last);
    Object.assign(globalThis, { fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    const offline = await resolveSession(here, pageWith(null));
    expect(offline).toMatchObject({ me: '7', accessToken: 't', origin: 'https://other.test' });
    expect(offline.initialState).toEqual(last);
    expect(activeAccountKey()).toBe(other.key);
  });
});

describe('signing out', () => {
  beforeEach(() => localStorage.clear());

  it('revokes the token, forgets the account and switches to another remembered one', async () => {
    const fake = fakeFetch({ 'POST /oauth/revoke': { body: {} } });
    Object.assign(globalThis, { fetch: (input: string, init?: RequestInit) => fake.fetch(String(input), init ?? {}) });
    const alice = { key: '2@https://other.test', origin: 'https://other.test', accountId: '2', acct: 'alice', displayName: 'Alice', avatar: '', accessToken: 't2', client: { client_id: 'c2', client_secret: 's2' } };
    const bob = { key: '3@https://app.test', origin: 'https://app.test', accountId: '3', acct: 'bob', displayName: 'Bob', avatar: '', accessToken: 't3', client: null };
    rememberAccount(alice);
    rememberAccount(bob);
    setActiveAccountKey(alice.key);
    keepForOffline(alice.key, { meta: { me: '2' } });

    await expect(signOut(alice, null, here)).resolves.toBe('/');
    // Nothing of the account is kept to start offline with.
    expect(keptForOffline(alice.key)).toBeNull();
    const revoke = fake.calls.find((call) => call.url === 'https://other.test/oauth/revoke');
    expect(new URLSearchParams(revoke?.body ?? '').get('token')).toBe('t2');
    expect(rememberedAccounts().map((entry) => entry.key)).toEqual([bob.key]);
    expect(localStorage.getItem('trumpet:active')).toBe(bob.key);
  });
});
