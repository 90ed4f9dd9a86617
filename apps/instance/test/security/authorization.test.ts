import { SUPPORTED_SCOPES } from '../../src/oauth/scopes';
import { accessOf, ROUTE_ACCESS, type Access } from './support/route-access';
import { startWorld, type Route, type World } from './support/world';

/**
 * The authorization matrix: every route Fastify registered (so a new route is covered, or fails here
 * until it is given an entry in route-access.ts), called with no token, a revoked token, a token of
 * each single scope the server supports, and an app token without a user.
 */

let world: World;
let revoked: string;
let appToken: string;

beforeAll(async () => {
  world = await startWorld();
  revoked = await revokedToken(world);
  // With `profile` too, so the routes that ask only for it (/oauth/userinfo) reach their user check.
  const app = await world.request({ method: 'POST', url: '/api/v1/apps', body: { client_name: 'matrix', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write follow push profile' } });
  const { client_id: clientId, client_secret: clientSecret } = app.json<{ client_id: string; client_secret: string }>();
  const token = await world.request({
    method: 'POST',
    url: '/oauth/token',
    body: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret, scope: 'read write follow push profile' },
  });
  appToken = token.json<{ access_token: string }>().access_token;
});
afterAll(() => world.close());

/** A real token (password grant), then revoked through `/oauth/revoke`. */
async function revokedToken(w: World): Promise<string> {
  const app = await w.request({ method: 'POST', url: '/api/v1/apps', body: { client_name: 'revoked', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write follow push' } });
  const client = app.json<{ client_id: string; client_secret: string }>();
  const granted = await w.request({
    method: 'POST',
    url: '/oauth/token',
    body: { grant_type: 'password', username: 'alice', password: 'password', scope: 'read write follow push', ...client },
  });
  const token = granted.json<{ access_token: string }>().access_token;
  expect((await w.request({ method: 'GET', url: '/api/v1/accounts/verify_credentials', token })).statusCode).toBe(200);
  expect((await w.request({ method: 'POST', url: '/oauth/revoke', body: { token, ...client } })).statusCode).toBe(200);
  return token;
}

/** The route's URL with its parameters filled from alice's things (or bob's account). */
function urlOf(route: Route): string {
  const { things, bob } = world;
  if (route.url === '/api/v1/streaming/list') return `${route.url}?list=${things.list}`;
  const idFor = (url: string): string => {
    const table: [RegExp, string][] = [
      [/^\/api\/v1\/(accounts|follow_requests|suggestions)\//, bob.account.id],
      // Without a translation backend a real status is refused with 403 (as Mastodon does), which reads as a scope refusal here.
      [/^\/api\/v1\/statuses\/:id\/translate$/, 'no-such-status'],
      [/^\/api\/v1\/statuses\//, route.method === 'DELETE' ? things.spareStatus : things.publicStatus],
      [/^\/api\/v1\/polls\//, things.publicPoll],
      [/^\/api\/v1\/media\//, things.media],
      [/^\/api\/v1\/notifications\//, things.notification],
      [/^\/api\/v1\/conversations\//, things.conversation],
      [/^\/api\/v1\/(lists|timelines\/list)\//, things.list],
      [/^\/(api\/v1\/)?filters\//, things.filter],
      // The fixture filter and its keyword share the id; a filter status id is not found, which is enough here.
      [/^\/api\/v2\/filters\//, things.filter],
      [/^\/api\/web\/push_subscriptions\//, things.pushSubscription],
      [/^\/api\/v1\/announcements\//, 'no-such-announcement'],
      [/^\/api\/v1\/featured_tags\//, 'no-such-featured-tag'],
      [/^\/api\/v1\/scheduled_statuses\//, 'no-such-scheduled-status'],
      [/^\/admin\/accounts\//, bob.account.id],
    ];
    const match = table.find(([pattern]) => pattern.test(url));
    if (!match) throw new Error(`No fixture for the :id of ${url}: add one to urlOf`);
    return match[1];
  };
  const path = route.url
    .replace(':id', () => idFor(route.url))
    .replace(':filter_id', things.filter)
    .replace(':hashtag', 'hello')
    .replace(':token', 'not-a-link')
    .replace(':statusId', things.publicStatus)
    .replace(/\*$/, 'nothing-here');
  const query = QUERIES[route.url];
  return query ? `${path}?${query}` : path;
}

/** The parameters a read needs to answer at all. */
const QUERIES: Record<string, string> = {
  '/api/v1/accounts/lookup': 'acct=bob',
  '/api/v1/accounts/search': 'q=bob',
  '/api/v2/search': 'q=hello',
  '/api/v1/timelines/link': `url=${encodeURIComponent('https://example.com/page')}`,
  '/api/v1/streaming/hashtag': 'tag=hello',
  '/api/v1/streaming/hashtag/local': 'tag=hello',
};

const call = (route: Route, token: string | null) =>
  world.request({ method: route.method, url: urlOf(route), token, body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} });

const describeRoute = (route: Route): string => `${route.method} ${route.url}`;

type Checked<K extends Access['kind']> = [string, Route, Extract<Access, { kind: K }>];

/** The table's routes of one kind, known when jest collects the tests; the first test checks the table and the app agree. */
function routesOf<K extends Access['kind']>(kind: K): Checked<K>[] {
  return Object.entries(ROUTE_ACCESS).flatMap(([key, access]) => {
    const [method = '', url = ''] = key.split(' ');
    return access.kind === kind ? [[key, { method, url }, access as Extract<Access, { kind: K }>] as Checked<K>] : [];
  });
}

it('has an entry for every registered route, and every entry is a registered route', () => {
  expect(world.routes.length).toBeGreaterThan(150);
  const unknown = world.routes.filter((route) => accessOf(route.method, route.url) === undefined).map(describeRoute);
  expect(unknown).toEqual([]);
  const registered = new Set(world.routes.map(describeRoute));
  expect(Object.keys(ROUTE_ACCESS).filter((key) => !registered.has(key))).toEqual([]);
});

describe.each(routesOf('user'))('%s (signed-in user)', (_name, route, access) => {
  it('answers 401 without a token and with a revoked one, 422 to an app token without a user', async () => {
    expect((await call(route, null)).statusCode).toBe(401);
    expect((await call(route, revoked)).statusCode).toBe(401);
    expect((await call(route, 'not-a-token')).statusCode).toBe(401);
    expect((await call(route, appToken)).statusCode).toBe(422);
  });

  it('answers 403 to each scope that does not cover it, and lets the covering ones in', async () => {
    const answers: Record<string, number> = {};
    const expected: Record<string, number | 'allowed'> = {};
    for (const scope of SUPPORTED_SCOPES) {
      const status = (await call(route, world.tokenOf(scope))).statusCode;
      answers[scope] = status === 401 || status === 403 || status >= 500 ? status : 0;
      expected[scope] = access.scopes.includes(scope) ? 0 : 403;
    }
    expect(answers).toEqual(expected);
  });
});

describe.each(routesOf('optional'))('%s (public, a token optional)', (_name, route, access) => {
  it('answers without a token, 401 to a revoked or unknown token', async () => {
    const anonymous = (await call(route, null)).statusCode;
    expect(anonymous).toBeLessThan(400);
    expect((await call(route, revoked)).statusCode).toBe(401);
    expect((await call(route, 'not-a-token')).statusCode).toBe(401);
  });

  it('answers 403 to each scope that does not cover it, and lets the covering ones in', async () => {
    const answers: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const scope of SUPPORTED_SCOPES) {
      const status = (await call(route, world.tokenOf(scope))).statusCode;
      answers[scope] = status === 401 || status === 403 || status >= 500 ? status : 0;
      expected[scope] = access.scopes.includes(scope) ? 0 : 403;
    }
    expect(answers).toEqual(expected);
  });
});

describe.each(routesOf('token'))('%s (an app or user token)', (_name, route, access) => {
  it('answers 401 without a valid token, lets an app token without a user in, and 403 to each scope that does not cover it', async () => {
    expect((await call(route, null)).statusCode).toBe(401);
    expect((await call(route, revoked)).statusCode).toBe(401);
    expect([401, 403]).not.toContain((await call(route, appToken)).statusCode);
    const answers: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const scope of SUPPORTED_SCOPES) {
      const status = (await call(route, world.tokenOf(scope))).statusCode;
      answers[scope] = status === 401 || status === 403 || status >= 500 ? status : 0;
      expected[scope] = access.scopes.includes(scope) ? 0 : 403;
    }
    expect(answers).toEqual(expected);
  });
});

describe.each(routesOf('any-token'))('%s (any valid token)', (_name, route) => {
  it('answers 401 without a valid token, and any scope otherwise', async () => {
    expect((await call(route, null)).statusCode).toBe(401);
    expect((await call(route, revoked)).statusCode).toBe(401);
    for (const scope of SUPPORTED_SCOPES) expect([scope, (await call(route, world.tokenOf(scope))).statusCode]).toEqual([scope, 200]);
  });
});

describe.each(routesOf('public'))('%s (public)', (_name, route) => {
  it('answers without a token and never 5xx, whatever token is sent', async () => {
    expect((await call(route, null)).statusCode).toBeLessThan(500);
    expect((await call(route, revoked)).statusCode).toBeLessThan(500);
    expect((await call(route, world.alice.token)).statusCode).toBeLessThan(500);
  });
});

describe.each(routesOf('browser'))('%s (browser page or OAuth flow)', (_name, route) => {
  it('gives a bearer token no signed-in page: the answer is the same as without one', async () => {
    const anonymous = await call(route, null);
    const withToken = await call(route, world.alice.token);
    expect(anonymous.statusCode).toBeLessThan(500);
    expect(withToken.statusCode).toBe(anonymous.statusCode);
    expect(withToken.headers.get('location')).toBe(anonymous.headers.get('location'));
    expect(withToken.body).not.toContain(world.alice.account.id);
  });
});

describe('streaming', () => {
  const streams = routesOf('stream');

  it.each(streams)('%s answers 401 without a token or with a revoked one', async (_name, route) => {
    expect((await call(route, null)).statusCode).toBe(401);
    expect((await call(route, revoked)).statusCode).toBe(401);
  });

  // streaming/index.js checkScopes: `read`, or read:statuses (read:notifications for the notification stream); a 401 otherwise.
  it.each([
    ['/api/v1/streaming/user', 'read:notifications'],
    ['/api/v1/streaming/user/notification', 'read:statuses'],
    ['/api/v1/streaming/direct', 'write'],
    ['/api/v1/streaming/list', 'push'],
  ])('%s refuses a token with only %s', async (url, scope) => {
    const answer = await world.request({ method: 'GET', url: `${url}?list=${world.things.list}`, token: world.tokenOf(scope) });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ error: 'Access token does not have the required scopes' });
  });
});
