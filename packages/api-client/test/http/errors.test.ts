import { createRestClient, HttpError, isApiError, type ApiError } from '../../src';
import { fixture } from '../support/fixtures';
import { sendJson, TestServer } from '../support/test-server';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('errors', () => {
  const server = new TestServer();
  let client: ReturnType<typeof createRestClient>;

  beforeAll(async () => {
    await server.start();
    client = createRestClient({ url: server.url, accessToken: 'token' });
  });
  afterAll(() => server.stop());

  it('turns a non-2xx answer into an http error carrying the server error field, status and rate limit', async () => {
    server.on('GET', '/api/v1/statuses/1', (_req, res) =>
      sendJson(res, 429, fixture('Error_rate_limited_429.json'), {
        'X-RateLimit-Limit': '300',
        'X-RateLimit-Remaining': '0',
        'X-RateLimit-Reset': '2026-11-22T04:00:00.000Z',
      }),
    );
    const error = await failure(client.statuses.fetch('1'));
    expect(error).toBeInstanceOf(HttpError);
    const plain = error.toJSON();
    expect(plain).toMatchObject({
      kind: 'http',
      status: 429,
      retryable: true,
      endpoint: 'GET /api/v1/statuses/1',
      message: (fixture('Error_rate_limited_429.json') as { error: string }).error,
      rateLimit: { limit: 300, remaining: 0, reset: '2026-11-22T04:00:00.000Z' },
    });
    expect(JSON.parse(JSON.stringify(plain))).toEqual(plain);
  });

  it('falls back to the status text when the body has no error field, and keeps 422 details', async () => {
    server.on('GET', '/api/v1/statuses/2', (_req, res) => {
      res.writeHead(503, 'Service Unavailable', { 'Content-Type': 'text/html' });
      res.end('<h1>down</h1>');
    });
    server.on('POST', '/api/v1/statuses', (_req, res) => sendJson(res, 422, fixture('Error_details_422.json')));
    const unavailable = await failure(client.statuses.fetch('2'));
    expect(unavailable.toJSON()).toMatchObject({ kind: 'http', status: 503, message: 'Service Unavailable', body: '<h1>down</h1>' });
    const invalid = await failure(client.statuses.create({ status: 'x' }));
    expect(invalid.toJSON()).toMatchObject({ kind: 'http', status: 422, retryable: false });
    expect(invalid.toJSON().details).not.toBeNull();
  });

  it('reports a refused connection as a network error with the message "Network Error"', async () => {
    const closed = new TestServer();
    await closed.start();
    const url = closed.url;
    await closed.stop();
    const error = await failure(createRestClient({ url }).statuses.fetch('1'));
    expect(error.toJSON()).toMatchObject({ kind: 'network', message: 'Network Error', retryable: true });
  });

  it('times out only when asked, with the message and code of the classic client', async () => {
    server.on('GET', '/api/v1/statuses/slow', async (_req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      sendJson(res, 200, fixture('Status.json'));
    });
    const error = await failure(client.statuses.fetch('slow', { timeout: 50 }));
    expect(error.toJSON()).toMatchObject({ kind: 'timeout', message: 'timeout of 50ms exceeded', code: 'ECONNABORTED' });
    await expect(client.statuses.fetch('slow')).resolves.toMatchObject({ id: expect.any(String) });
  });

  it('reports a call cancelled through its AbortSignal as aborted, before or during the request', async () => {
    const controller = new AbortController();
    const pending = client.statuses.fetch('slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect((await failure(pending)).toJSON()).toMatchObject({ kind: 'aborted', retryable: false });
    const already = AbortSignal.abort();
    expect((await failure(client.statuses.fetch('1', { signal: already }))).kind).toBe('aborted');
  });

  it('turns a malformed body into a validation error naming the endpoint and first bad field, keeping the raw body', async () => {
    const broken = { ...fixture<Record<string, unknown>>('Status.json'), account: { username: 'no id' } };
    server.on('GET', '/api/v1/statuses/broken', (_req, res) => sendJson(res, 200, broken));
    const error = await failure(client.statuses.fetch('broken'));
    expect(error.toJSON()).toMatchObject({ kind: 'validation', endpoint: 'GET /api/v1/statuses/broken', path: 'account.id', body: broken });
    expect(error.message).toContain('GET /api/v1/statuses/broken');

    server.on('GET', '/api/v1/timelines/home', (_req, res) => sendJson(res, 200, [fixture('Status.json'), { id: '9' }]));
    expect((await failure(client.timelines.home().then((page) => page))).toJSON()).toMatchObject({ kind: 'validation', path: '[1].account' });

    server.on('GET', '/api/v1/statuses/html', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<html>login</html>');
    });
    expect((await failure(client.statuses.fetch('html'))).toJSON()).toMatchObject({ kind: 'validation', path: '(root)', body: '<html>login</html>' });
  });

  it('says what is wrong with the field in words, not only "Invalid input"', async () => {
    server.on('GET', '/api/v1/accounts/1', (_req, res) => sendJson(res, 200, { id: '1' }));
    const error = await failure(client.accounts.fetch('1'));
    expect(error.message).toBe('Invalid response from GET /api/v1/accounts/1: acct: Invalid input: expected string, received undefined');
  });
});
