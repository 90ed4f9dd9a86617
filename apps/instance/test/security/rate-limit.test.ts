import { request as httpRequest } from 'node:http';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';

/**
 * Mastodon's throttles (config/initializers/rack_attack.rb, https://docs.joinmastodon.org/api/rate-limits/)
 * on the instance's clock: 300 API requests per 5 minutes per token or per address, 30 media
 * uploads per 30 minutes per account, 25 sign-in attempts per 5 minutes per address.
 */

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request from a chosen loopback address (the whole 127/8 is the loopback interface on Linux). */
function send(t: TestInstance, path: string, options: { method?: string; token?: string; from?: string; json?: unknown; form?: string } = {}): Promise<Answer> {
  const url = new URL(path, t.url);
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const body = options.json !== undefined ? JSON.stringify(options.json) : options.form;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  if (options.form !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method: options.method ?? 'GET', headers, localAddress: options.from ?? '127.0.0.1' },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function sendMany(t: TestInstance, count: number, path: string, options: Parameters<typeof send>[2] = {}): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < count; i += 1) answers.push(await send(t, path, options));
  return answers;
}

/** 10 s into a 5-minute window, so the reset is a known instant. */
const START = Date.UTC(2030, 0, 1, 0, 0, 10);

describe('rate limits', () => {
  let t: TestInstance;
  let at: number;
  let alice: TestUser;
  let bob: TestUser;

  beforeEach(async () => {
    at = START;
    t = await startTestInstance({ now: () => new Date(at), rateLimits: {} });
    alice = t.user('alice');
    bob = t.user('bob');
  });
  afterEach(() => t.close());

  it('allows 300 API requests per token in 5 minutes, then answers 429 with Retry-After until the window resets', async () => {
    const answers = await sendMany(t, 300, '/api/v1/accounts/verify_credentials', { token: alice.token });
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers[0]?.headers).toMatchObject({ 'x-ratelimit-limit': '300', 'x-ratelimit-remaining': '299', 'x-ratelimit-reset': '2030-01-01T00:05:00.000Z' });
    expect(answers[299]?.headers['x-ratelimit-remaining']).toBe('0');

    const refused = await send(t, '/api/v1/accounts/verify_credentials', { token: alice.token });
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({ error: 'Too many requests' });
    expect(refused.headers).toMatchObject({
      'retry-after': '290',
      'x-ratelimit-limit': '300',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': '2030-01-01T00:05:00.000Z',
      'access-control-allow-origin': '*',
    });
    expect(String(refused.headers['access-control-expose-headers'])).toContain('Retry-After');
    // Refused before the handler: nothing was written.
    const posted = await send(t, '/api/v1/statuses', { method: 'POST', token: alice.token, json: { status: 'over the limit' } });
    expect(posted.status).toBe(429);
    expect(t.instance.db.prepare("SELECT count(*) AS n FROM statuses WHERE text = 'over the limit'").get()).toEqual({ n: 0 });

    // Other tokens, and callers without one, have counters of their own.
    expect((await send(t, '/api/v1/accounts/verify_credentials', { token: bob.token })).status).toBe(200);
    expect((await send(t, '/api/v1/instance')).status).toBe(200);

    at += 289_000;
    expect((await send(t, '/api/v1/accounts/verify_credentials', { token: alice.token })).status).toBe(429);
    at += 1_000;
    const again = await send(t, '/api/v1/accounts/verify_credentials', { token: alice.token });
    expect(again.status).toBe(200);
    expect(again.headers).toMatchObject({ 'x-ratelimit-remaining': '299', 'x-ratelimit-reset': '2030-01-01T00:10:00.000Z' });
  });

  it('counts requests without a valid token per address', async () => {
    const anonymous = await sendMany(t, 300, '/api/v1/timelines/public');
    expect(anonymous.every((answer) => answer.status === 200)).toBe(true);
    expect((await send(t, '/api/v1/timelines/public')).status).toBe(429);
    // An unknown token is no way around it: it counts as its address.
    expect((await send(t, '/api/v1/timelines/public', { token: 'made-up' })).status).toBe(429);
    const elsewhere = await send(t, '/api/v1/timelines/public', { from: '127.0.0.2' });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.headers['x-ratelimit-remaining']).toBe('299');
    // A signed-in client on the throttled address is counted by its token.
    expect((await send(t, '/api/v1/timelines/public', { token: alice.token })).status).toBe(200);
  });

  it('allows 30 media uploads per account in 30 minutes', async () => {
    const uploads = await sendMany(t, 30, '/api/v1/media', { method: 'POST', token: alice.token, json: {} });
    expect(uploads.map((answer) => answer.status).filter((status) => status === 429)).toEqual([]);
    const refused = await send(t, '/api/v2/media', { method: 'POST', token: alice.token, json: {} });
    expect(refused.status).toBe(429);
    expect(refused.headers).toMatchObject({ 'x-ratelimit-limit': '30', 'retry-after': String(30 * 60 - 10), 'x-ratelimit-reset': '2030-01-01T00:30:00.000Z' });
    // The rest of the API, and other accounts' uploads, go on.
    expect((await send(t, '/api/v1/accounts/verify_credentials', { token: alice.token })).status).toBe(200);
    expect((await send(t, '/api/v1/media', { method: 'POST', token: bob.token, json: {} })).status).toBe(422);
    at += 30 * 60 * 1000;
    expect((await send(t, '/api/v1/media', { method: 'POST', token: alice.token, json: {} })).status).toBe(422);
  });

  it('allows 25 sign-in attempts per address in 5 minutes', async () => {
    const attempts = await sendMany(t, 25, '/auth/sign_in', { method: 'POST', form: 'username=alice&password=wrong' });
    expect(attempts.filter((answer) => answer.status === 429)).toEqual([]);
    const refused = await send(t, '/auth/sign_in', { method: 'POST', form: 'username=alice&password=password' });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('290');
    expect((await send(t, '/auth/sign_in', { method: 'POST', form: 'username=alice&password=wrong', from: '127.0.0.3' })).status).not.toBe(429);
  });

  it('sends no rate limit headers on pages and static files', async () => {
    const page = await send(t, '/auth/sign_in');
    expect(page.headers['x-ratelimit-limit']).toBeUndefined();
  });
});

describe('rate limits turned off (the test harness default)', () => {
  it('neither counts nor sends headers', async () => {
    const t = await startTestInstance();
    try {
      const alice = t.user('alice');
      const answers = await sendMany(t, 301, '/api/v1/accounts/verify_credentials', { token: alice.token });
      expect(answers.every((answer) => answer.status === 200 && answer.headers['x-ratelimit-limit'] === undefined)).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('changed limits', () => {
  it('uses the limits it is given', async () => {
    let at = START;
    const t = await startTestInstance({ now: () => new Date(at), rateLimits: { api: { limit: 2, periodSeconds: 60 } } });
    try {
      const statuses = (await sendMany(t, 3, '/api/v1/instance')).map((answer) => answer.status);
      expect(statuses).toEqual([200, 200, 429]);
      at += 50_000;
      expect((await send(t, '/api/v1/instance')).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
