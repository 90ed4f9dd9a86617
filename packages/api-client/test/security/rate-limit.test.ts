import { createRestClient, HttpError, retryDelayFor, type RestClient } from '../../src';
import { fixture } from '../support/fixtures';
import { sendJson, TestServer, type RecordedRequest } from '../support/test-server';
import { rejection } from '../support/rejection';

const NOW = Date.parse('2026-11-24T12:00:00.000Z');
const limited = fixture('Error_rate_limited_429.json');
const status = fixture('Status.json');

describe('429 answers say when to retry', () => {
  const server = new TestServer();
  let client: RestClient;

  beforeAll(async () => {
    await server.start();
    client = createRestClient({ url: server.url, accessToken: 'token' });
  });
  afterAll(() => server.stop());
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  });
  afterEach(() => jest.useRealTimers());

  it('reads Retry-After seconds: not retryable until then, and the client holds back as long', async () => {
    server.on('GET', '/api/v1/statuses/1', (_req, res) =>
      sendJson(res, 429, limited, { 'Retry-After': '120', 'X-RateLimit-Limit': '300', 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': '2026-11-24T12:05:00.000Z' }),
    );
    const error = await rejection(client.statuses.fetch('1'));
    expect(error).toBeInstanceOf(HttpError);
    const http = error as HttpError;
    expect(http.retryAt).toBe(NOW + 120_000);
    expect(http.rateLimit).toEqual({ limit: 300, remaining: 0, reset: '2026-11-24T12:05:00.000Z', resetAt: NOW + 300_000, retryAfter: NOW + 120_000 });
    expect(http.retryable).toBe(false);
    expect(http.toJSON()).toMatchObject({ retryable: false, rateLimit: { retryAfter: NOW + 120_000 } });
    expect(retryDelayFor(http)).toBe(120_000);
    expect(client.http.rateLimitWait()).toBe(120_000);
    expect(client.rateLimit).toEqual(http.rateLimit);

    jest.setSystemTime(NOW + 119_999);
    expect(http.retryable).toBe(false);
    jest.setSystemTime(NOW + 120_000);
    expect(http.retryable).toBe(true);
    expect(retryDelayFor(http)).toBe(0);
    expect(client.http.rateLimitWait()).toBe(0);
  });

  it('reads Retry-After as an HTTP-date', async () => {
    server.on('GET', '/api/v1/statuses/2', (_req, res) => sendJson(res, 429, limited, { 'Retry-After': 'Tue, 24 Nov 2026 12:01:30 GMT' }));
    const error = (await rejection(client.statuses.fetch('2'))) as HttpError;
    expect(error.retryAt).toBe(NOW + 90_000);
    expect(error.retryable).toBe(false);
  });

  it('without Retry-After, a 429 waits for X-RateLimit-Reset', async () => {
    server.on('GET', '/api/v1/statuses/3', (_req, res) =>
      sendJson(res, 429, limited, { 'X-RateLimit-Limit': '300', 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': '2026-11-24T12:04:00.000Z' }),
    );
    const error = (await rejection(client.statuses.fetch('3'))) as HttpError;
    expect(error.retryAt).toBe(NOW + 240_000);
    expect(error.retryable).toBe(false);
    expect(client.http.rateLimitWait()).toBe(240_000);
  });

  it('a 429 that names no time stays retryable, and unreadable headers are ignored', async () => {
    server.on('GET', '/api/v1/statuses/4', (_req, res) => sendJson(res, 429, limited, { 'Retry-After': 'soon', 'X-RateLimit-Reset': 'later' }));
    const error = (await rejection(client.statuses.fetch('4'))) as HttpError;
    expect(error.retryAt).toBeNull();
    expect(error.retryable).toBe(true);
    expect(client.http.rateLimitWait()).toBe(0);
  });

  it('a 503 with Retry-After waits too; other errors are not delayed', async () => {
    server.on('GET', '/api/v1/statuses/5', (_req, res) => sendJson(res, 503, { error: 'down' }, { 'Retry-After': '30' }));
    server.on('GET', '/api/v1/statuses/6', (_req, res) => sendJson(res, 422, { error: 'no' }, { 'Retry-After': '30' }));
    const unavailable = (await rejection(client.statuses.fetch('5'))) as HttpError;
    expect(unavailable.retryable).toBe(false);
    expect(retryDelayFor(unavailable)).toBe(30_000);
    const invalid = (await rejection(client.statuses.fetch('6'))) as HttpError;
    expect(invalid.retryable).toBe(false);
    jest.setSystemTime(NOW + 30_000);
    expect(unavailable.retryable).toBe(true);
    expect(invalid.retryable).toBe(false);
  });

  it('keeps the figures of a successful response, and holds back once the window is used up', async () => {
    let remaining = 12;
    server.on('GET', '/api/v1/statuses/7', (_req, res) =>
      sendJson(res, 200, status, { 'X-RateLimit-Limit': '300', 'X-RateLimit-Remaining': String(remaining), 'X-RateLimit-Reset': '2026-11-24T12:03:00.000Z' }),
    );
    await client.statuses.fetch('7');
    expect(client.rateLimit).toEqual({ limit: 300, remaining: 12, reset: '2026-11-24T12:03:00.000Z', resetAt: NOW + 180_000, retryAfter: null });
    expect(client.http.rateLimitWait()).toBe(0);
    remaining = 0;
    await client.statuses.fetch('7');
    expect(client.http.rateLimitWait()).toBe(180_000);
  });
});

describe('the upload processing poll waits for the reset instead of hammering', () => {
  const server = new TestServer();
  const processing = fixture<Record<string, unknown>>('MediaAttachment_processing_202.json');
  const done = fixture<Record<string, unknown>>('MediaAttachment_image.json');
  let answers: Array<(res: Parameters<typeof sendJson>[0]) => void> = [];
  let received: Array<(request: RecordedRequest) => void> = [];
  /** The polls the client sent, counted as it sends them: the server may not have read one yet. */
  let sent: string[] = [];
  const polls = (): string[] => sent;
  const countingClient = (): RestClient =>
    createRestClient({
      url: server.url,
      accessToken: 't',
      fetch: (input, init) => {
        if (init.method === 'GET') sent.push(input);
        return globalThis.fetch(input, init);
      },
    });

  /** Resolves at the next poll the server receives. */
  const nextPoll = (): Promise<RecordedRequest> => new Promise((resolve) => received.push(resolve));

  beforeAll(async () => {
    await server.start();
    server.on('POST', '/api/v2/media', (_req, res) => sendJson(res, 202, { ...processing, id: '77', url: null }));
    server.on('GET', '/api/v1/media/77', (req, res) => {
      const answer = answers.shift();
      if (answer) answer(res);
      else sendJson(res, 206, { ...processing, id: '77', url: null });
      received.shift()?.(req);
    });
  });
  afterAll(() => server.stop());
  beforeEach(() => {
    answers = [];
    received = [];
    sent = [];
    jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  });
  afterEach(() => jest.useRealTimers());

  it('after a 429 with Retry-After, the next poll comes only at that time', async () => {
    const client = countingClient();
    answers = [
      (res) => sendJson(res, 429, limited, { 'Retry-After': '60' }),
      (res) => sendJson(res, 200, { ...done, id: '77' }),
    ];
    const first = nextPoll();
    const pending = client.media.uploadAndWait({ file: new Blob(['x'], { type: 'image/png' }) }, { pollIntervalMs: 1000 });
    let settled = false;
    void pending.then(() => (settled = true), () => (settled = true));
    // The upload's answer arrives over the socket; the first poll is due a second later.
    while (!polls().length) await jest.advanceTimersByTimeAsync(250);
    await first;
    expect(polls()).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(59_000);
    expect(polls()).toHaveLength(1);
    expect(settled).toBe(false);
    const second = nextPoll();
    await jest.advanceTimersByTimeAsync(1_500);
    await second;
    const media = await pending;
    expect(media.url).not.toBeNull();
    expect(polls()).toHaveLength(2);
  });

  it('once a poll used up the window, the next waits for X-RateLimit-Reset', async () => {
    const client = countingClient();
    answers = [
      (res) => sendJson(res, 206, { ...processing, id: '77', url: null }, { 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': '2026-11-24T12:10:00.000Z' }),
      (res) => sendJson(res, 200, { ...done, id: '77' }),
    ];
    const first = nextPoll();
    const pending = client.media.uploadAndWait({ file: new Blob(['x'], { type: 'image/png' }) }, { pollIntervalMs: 1000 });
    while (!polls().length) await jest.advanceTimersByTimeAsync(250);
    await first;
    await jest.advanceTimersByTimeAsync(590_000);
    expect(polls()).toHaveLength(1);
    const second = nextPoll();
    await jest.advanceTimersByTimeAsync(15_000);
    await second;
    expect((await pending).id).toBe('77');
  });

  it('a 429 that names no time fails the upload instead of polling blindly', async () => {
    const client = countingClient();
    answers = [(res) => sendJson(res, 429, limited)];
    const pending = client.media.uploadAndWait({ file: new Blob(['x'], { type: 'image/png' }) }, { pollIntervalMs: 1000 });
    const outcome = rejection(pending);
    while (!polls().length) await jest.advanceTimersByTimeAsync(250);
    expect(await outcome).toMatchObject({ kind: 'http', status: 429 });
    expect(polls()).toHaveLength(1);
  });
});
