import type { RouteOptions } from 'fastify';
import type { AddressInfo } from 'node:net';
import { createInstance, createServer, type Instance } from '../../src';
import { createAccount, issueToken } from '../../src/services/accounts';
import { notify } from '../../src/services/notify';

/**
 * Every route registered on the app (collected as they are added, so a new route is covered
 * without touching this file) gets a battery of hostile input with a full-scope token: nothing
 * may answer 5xx, and an API error is `{"error": "..."}` as Mastodon's.
 */

interface Route {
  method: string;
  url: string;
}

interface Probe {
  label: string;
  contentType?: string;
  body?: string;
}

const LONG = 'x'.repeat(10 * 1024);

// The params the routes read, so each gets every odd value at once.
const PARAM_NAMES = [
  'status', 'spoiler_text', 'visibility', 'in_reply_to_id', 'media_ids', 'poll', 'sensitive', 'language', 'scheduled_at',
  'limit', 'offset', 'max_id', 'min_id', 'since_id', 'expires_in', 'duration', 'notifications', 'reblogs', 'notify',
  'phrase', 'context', 'irreversible', 'whole_word', 'title', 'replies_policy', 'exclusive', 'account_ids', 'comment',
  'category', 'rule_ids', 'status_ids', 'forward', 'description', 'focus', 'file', 'thumbnail', 'display_name', 'note',
  'avatar', 'header', 'locked', 'bot', 'discoverable', 'fields_attributes', 'source', 'choices', 'data', 'subscription',
  'policy', 'alerts', 'q', 'type', 'resolve', 'following', 'id', 'ids', 'domain', 'grant_type', 'client_id',
  'client_secret', 'redirect_uri', 'redirect_uris', 'scopes', 'scope', 'code', 'token', 'client_name', 'website',
  'username', 'password', 'user', 'authenticity_token', 'response_type', 'code_verifier', 'code_challenge',
];

const ODD_VALUES: [string, unknown][] = [
  ['objects', { a: { b: [1, { c: null }] } }],
  ['arrays', [[1], { x: 'y' }, null]],
  ['nulls', null],
  ['huge numbers', 1e20],
  ['huge negative numbers', -1e20],
  ['overflowing numbers', Number.MAX_VALUE],
  ['negative ids', -1],
  ['fractions', 0.5],
  ['booleans', true],
  ['empty strings', ''],
  ['10 kB strings', LONG],
  ['numeric strings out of range', '1e20'],
  ['NaN strings', 'NaN'],
];

const json = (value: unknown): string => JSON.stringify(value);
const allParams = (value: unknown): Record<string, unknown> => Object.fromEntries(PARAM_NAMES.map((name) => [name, value]));
const nested = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

const BODY_PROBES: Probe[] = [
  { label: 'multipart without a boundary', contentType: 'multipart/form-data', body: 'status=x' },
  { label: 'multipart with an empty boundary', contentType: 'multipart/form-data; boundary=', body: '--\r\n' },
  { label: 'multipart with garbage', contentType: 'multipart/form-data; boundary=XyZ', body: 'garbage\r\n--XyZ\r\nnot a header\r\n\r\n' },
  {
    label: 'truncated multipart',
    contentType: 'multipart/form-data; boundary=XyZ',
    body: '--XyZ\r\nContent-Disposition: form-data; name="status"\r\n\r\nhello',
  },
  {
    label: 'multipart with odd fields',
    contentType: 'multipart/form-data; boundary=XyZ',
    body: [
      '--XyZ',
      'Content-Disposition: form-data; name="limit"',
      '',
      '1e20',
      '--XyZ',
      'Content-Disposition: form-data; name="poll[options][][x]"',
      '',
      'a',
      '--XyZ',
      'Content-Disposition: form-data; name="__proto__[x]"',
      '',
      'b',
      '--XyZ',
      'Content-Disposition: form-data; name="file"; filename="x.png"',
      'Content-Type: image/png',
      '',
      'not a png',
      '--XyZ--',
      '',
    ].join('\r\n'),
  },
  { label: 'malformed JSON', contentType: 'application/json', body: '{"status": ' },
  { label: 'JSON with a trailing comma', contentType: 'application/json', body: '{"a": 1,}' },
  { label: 'a JSON array', contentType: 'application/json', body: '[1, "2", {"3": 4}]' },
  { label: 'JSON null', contentType: 'application/json', body: 'null' },
  { label: 'a JSON string', contentType: 'application/json', body: '"status"' },
  { label: 'a JSON number out of range', contentType: 'application/json', body: '1e400' },
  { label: 'JSON nested 5000 deep', contentType: 'application/json', body: nested(5000) },
  { label: 'JSON data nested 5000 deep', contentType: 'application/json', body: `{"data": ${nested(5000)}}` },
  ...ODD_VALUES.map(([label, value]): Probe => ({ label: `JSON with ${label}`, contentType: 'application/json', body: json(allParams(value)) })),
  {
    label: 'JSON with NaN-like and infinite numbers',
    contentType: 'application/json',
    body: json({ ...allParams(1e308), poll: { options: ['a', 'b'], expires_in: -1e20 }, expires_in: 1e20, duration: -1e20 }),
  },
  {
    label: 'JSON with prototype keys',
    contentType: 'application/json',
    body: '{"__proto__": {"spoiler_text": "X"}, "constructor": {"prototype": {"limit": "abc"}}, "poll": {"__proto__": {"a": 1}}}',
  },
  {
    label: 'urlencoded nested junk',
    contentType: 'application/x-www-form-urlencoded',
    body: 'a[b][c][][d]=1&status[]=x&limit[x]=1&expires_in=1e20&duration=-1e20&__proto__[x]=1&poll[options][][]=a&poll[expires_in]=1e20&id=%00&media_ids[a][b]=1&focus=1e20,-1e20&data[x][y][]=1&subscription[endpoint][]=x',
  },
  {
    label: 'urlencoded numbers out of range',
    contentType: 'application/x-www-form-urlencoded',
    body: 'limit=1e20&offset=1e20&expires_in=-1e20&duration=1e20&poll[expires_in]=-1e20&focus=NaN,Infinity&choices[]=1e20&choices[]=-1',
  },
  { label: 'urlencoded with broken escapes', contentType: 'application/x-www-form-urlencoded', body: '%E0%A4%A=1&status=%&%%%=' },
  { label: 'text/plain', contentType: 'text/plain', body: 'status=hello' },
  { label: 'an unknown content type', contentType: 'application/x-nonsense', body: '\u0000\u0001' },
  { label: 'no body' },
];

const QUERY_PROBES = [
  'limit=1e20&offset=1e20',
  'limit=-1&offset=-1&max_id=junk&min_id=junk&since_id=junk',
  'limit=abc&offset=abc',
  'limit[]=1&max_id[]=1&min_id[a]=2&since_id[][]=3&types[x]=1&exclude_types=mention',
  `q=${LONG}&type[]=accounts&resolve=maybe&following[]=1&local=maybe&only_media[a]=1`,
  '__proto__[limit]=abc&constructor[prototype][x]=1&id[]=1&account_id=junk&acct[]=x',
];

/** A bounded number of requests in flight at once. */
async function inParallel<T>(items: readonly T[], width: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await run(item);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
}

describe('bad input on every route', () => {
  const routes: Route[] = [];
  let instance: Instance;
  let close: () => Promise<void>;
  let url: string;
  let token: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    instance = createInstance({ dataDir: null, baseUrl: 'http://127.0.0.1', rateLimits: false });
    const onRoute = (route: RouteOptions): void => {
      for (const method of [route.method].flat()) routes.push({ method: method.toUpperCase(), url: route.url });
    };
    const app = await createServer(instance, { onRoute });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    instance.config.baseUrl = url;
    instance.config.domain = new URL(url).host;
    close = async () => {
      await app.close();
      instance.db.close();
    };

    const alice = createAccount(instance, { username: 'alice', displayName: 'Alice', password: 'password' });
    const bob = createAccount(instance, { username: 'bob', displayName: 'Bob', password: 'password' });
    token = issueToken(instance, alice.id, 'read write follow push profile');
    const bobToken = issueToken(instance, bob.id, 'read write follow push');
    const call = async (method: string, path: string, body: unknown, as = token): Promise<{ id: string }> => {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: { authorization: `Bearer ${as}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as { id: string };
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
      return answer;
    };
    ids.account = bob.id;
    ids.status = (await call('POST', '/api/v1/statuses', { status: 'hello @bob' })).id;
    const withPoll = await call('POST', '/api/v1/statuses', { status: 'poll', poll: { options: ['a', 'b'], expires_in: 3600 } }, bobToken);
    ids.poll = (withPoll as unknown as { poll: { id: string } }).poll.id;
    ids.list = (await call('POST', '/api/v1/lists', { title: 'list' })).id;
    ids.filter = (await call('POST', '/api/v1/filters', { phrase: 'word', context: ['home'] })).id;
    ids.notification = notify(instance, alice.id, bob.id, 'follow', null) ?? '';
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1')], { type: 'image/gif' }), 'x.gif');
    const media = await fetch(`${url}/api/v2/media`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    ids.media = ((await media.json()) as { id?: string }).id ?? ids.status;
  });
  afterAll(() => close());

  /** A real id for the route's resource (so the route reads its params), or the status id. */
  const idFor = (path: string): string => {
    const table: [RegExp, string | undefined][] = [
      [/^\/api\/v\d\/(accounts|follow_requests|suggestions)\//, ids.account],
      [/^\/api\/v\d\/polls\//, ids.poll],
      [/^\/api\/v\d\/(lists|timelines\/list)\//, ids.list],
      [/^\/(api\/v\d\/)?filters\//, ids.filter],
      [/^\/api\/v\d\/notifications\//, ids.notification],
      [/^\/api\/v\d\/media\//, ids.media],
    ];
    return table.find(([pattern]) => pattern.test(path))?.[1] ?? ids.status ?? 'x';
  };
  const fill = (path: string, id: string): string => path.replace(/:[A-Za-z_]+/g, (param) => (param === ':hashtag' ? 'tag' : id)).replace(/\*$/, 'x');

  const failures: string[] = [];
  /** How many answers had each status, so a run where the token or the fixtures failed shows up. */
  const answered = new Map<number, number>();
  const check = async (route: Route, path: string, probe: Probe): Promise<void> => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (probe.contentType) headers['content-type'] = probe.contentType;
    const response = await fetch(`${url}${path}`, { method: route.method, headers, body: probe.body, redirect: 'manual' });
    answered.set(response.status, (answered.get(response.status) ?? 0) + 1);
    const type = response.headers.get('content-type') ?? '';
    if (type.startsWith('text/event-stream')) {
      await response.body?.cancel();
    } else {
      const text = await response.text();
      const where = `${route.method} ${path.slice(0, 120)} with ${probe.label}`;
      if (response.status >= 500) failures.push(`${where}: ${response.status} ${text.slice(0, 200)}`);
      const isApi = path.startsWith('/api/') || path.startsWith('/oauth/token') || path.startsWith('/oauth/revoke');
      if (response.status >= 400 && isApi) {
        let answer: unknown = null;
        try {
          answer = JSON.parse(text);
        } catch {
          answer = text;
        }
        const shaped = typeof answer === 'object' && answer !== null && typeof (answer as { error?: unknown }).error === 'string';
        if (!shaped) failures.push(`${where}: ${response.status} not in Mastodon's error shape: ${text.slice(0, 200)}`);
      }
    }
  };

  it('collects the routes', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(expect.arrayContaining(['POST /api/v1/statuses', 'PUT /api/v1/filters/:id', 'POST /api/v2/media', 'GET /api/v1/timelines/home']));
    expect(routes.filter((route) => !['GET', 'HEAD'].includes(route.method)).length).toBeGreaterThan(60);
  });

  it('answers no write route with a 5xx, and every API error in Mastodon’s shape', async () => {
    failures.length = 0;
    const writes = routes.filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method));
    // Deleting routes last, so the others still find the fixtures.
    const ordered = [...writes.filter((route) => route.method !== 'DELETE'), ...writes.filter((route) => route.method === 'DELETE')];
    const jobs = ordered.flatMap((route) => [
      ...BODY_PROBES.map((probe) => ({ route, path: fill(route.url, idFor(route.url)), probe })),
      ...['nope', '99999999999999999999', '-1', '%00'].map((id) => ({ route, path: fill(route.url, id), probe: { label: `unknown id ${id}` } })),
    ]);
    const nonDeleting = jobs.filter((job) => job.route.method !== 'DELETE');
    await inParallel(nonDeleting, 6, (job) => check(job.route, job.path, job.probe));
    await inParallel(jobs.filter((job) => job.route.method === 'DELETE'), 6, (job) => check(job.route, job.path, job.probe));
    expect(failures).toEqual([]);
    // The token and the fixtures worked: most bad input reached the routes and was refused there, and some was accepted.
    expect(answered.get(401) ?? 0).toBeLessThan(jobs.length / 10);
    expect([...answered].filter(([status]) => status < 300).reduce((sum, [, n]) => sum + n, 0)).toBeGreaterThan(50);
  }, 60_000);

  it('answers no read route with a 5xx for odd query params', async () => {
    failures.length = 0;
    const reads = routes.filter((route) => route.method === 'GET');
    const jobs = reads.flatMap((route) => [
      ...QUERY_PROBES.map((query) => ({ route, path: `${fill(route.url, idFor(route.url))}?${query}`, probe: { label: query.slice(0, 60) } })),
      ...['nope', '99999999999999999999'].map((id) => ({ route, path: fill(route.url, id), probe: { label: `unknown id ${id}` } })),
    ]);
    await inParallel(jobs, 6, (job) => check(job.route, job.path, job.probe));
    expect(failures).toEqual([]);
  }, 60_000);
});
