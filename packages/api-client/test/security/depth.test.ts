import {
  AccountSchema,
  createRestClient,
  CredentialAccountSchema,
  HttpError,
  MAX_JSON_DEPTH,
  NotificationSchema,
  StatusSchema,
  ValidationError,
  type RestClient,
} from '../../src';
import { parseFrame } from '../../src/streaming/frame';
import { toStreamingEvent } from '../../src/streaming/events';
import { fixture } from '../support/fixtures';
import { TestServer } from '../support/test-server';
import { rejection } from '../support/rejection';

const CHAIN = 5000;
const status = fixture<Record<string, unknown>>('Status.json');
const account = fixture<Record<string, unknown>>('Account.json');
const credential = fixture<Record<string, unknown>>('CredentialAccount.json');

/** `{...head, [key]: {...head, [key]: … null}}`, `depth` levels, written as text: too deep for JSON.stringify. */
function chainText(head: Record<string, unknown>, key: string, depth: number): string {
  const { [key]: _dropped, ...rest } = head;
  const open = `${JSON.stringify(rest).slice(0, -1)},${JSON.stringify(key)}:`;
  return open.repeat(depth) + 'null' + '}'.repeat(depth);
}

/** Nested arrays, as text: `[[[…]]]`. */
function nestedArrays(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}

describe('schemas refuse nesting deeper than a server sends', () => {
  it.each([
    ['a status reblog chain', StatusSchema, chainText(status, 'reblog', CHAIN), ['reblog', 'reblog']],
    ['a moved chain', AccountSchema, chainText(account, 'moved', CHAIN), ['moved', 'moved']],
    ['a credential account moved chain', CredentialAccountSchema, chainText(credential, 'moved', CHAIN), ['moved', 'moved']],
    ['a notification whose status is a reblog chain', NotificationSchema, `{"id":"1","type":"reblog","account":${JSON.stringify(account)},"status":${chainText(status, 'reblog', CHAIN)}}`, ['status', 'reblog', 'reblog']],
  ])('%s: safeParse fails at the second level, without overflowing', (_name, schema, text, path) => {
    const result = schema.safeParse(JSON.parse(text));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(path);
  });

  it('keeps a reblog, and a moved account, one level deep', () => {
    expect(StatusSchema.parse({ ...status, reblog: { ...status, reblog: null } }).reblog?.id).toBe(String(status.id));
    expect(AccountSchema.parse({ ...account, moved: { ...account, id: '9' } }).moved?.id).toBe('9');
  });
});

describe('every REST entry point answers a too-deep body with a ValidationError', () => {
  const server = new TestServer();
  let body = '';
  let errorStatus = 200;
  let client: RestClient;

  beforeAll(async () => {
    await server.start();
    server.fallback = (_req, res) => {
      res.writeHead(errorStatus, { 'Content-Type': 'application/json' });
      res.end(body);
    };
    client = createRestClient({ url: server.url, accessToken: 'token' });
  });
  afterAll(() => server.stop());
  beforeEach(() => {
    errorStatus = 200;
  });

  const calls: Array<[string, (c: RestClient) => PromiseLike<unknown>, string, string]> = [
    ['statuses.fetch', (c) => c.statuses.fetch('1'), chainText(status, 'reblog', CHAIN), 'reblog.reblog'],
    ['timelines.home', (c) => c.timelines.home(), `[${chainText(status, 'reblog', CHAIN)}]`, '[0].reblog.reblog'],
    ['accounts.verifyCredentials', (c) => c.accounts.verifyCredentials(), chainText(credential, 'moved', CHAIN), 'moved.moved'],
    ['accounts.fetch', (c) => c.accounts.fetch('1'), chainText(account, 'moved', CHAIN), 'moved.moved'],
    ['notifications.list', (c) => c.notifications.list(), `[{"id":"1","type":"mention","account":${chainText(account, 'moved', CHAIN)}}]`, '[0].account.moved.moved'],
  ];

  it.each(calls)('%s', async (_name, call, text, path) => {
    body = text;
    const error = await rejection(call(client));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).path).toBe(path);
    expect(() => JSON.stringify((error as ValidationError).toJSON())).not.toThrow();
  });

  it('drops deep nesting under a key no schema reads, with the key', async () => {
    body = `{"id":"1","account":${JSON.stringify(account)},"pleroma":${nestedArrays(100_000)}}`;
    const parsed = await client.statuses.fetch('1');
    expect(parsed.id).toBe('1');
    expect(parsed).not.toHaveProperty('pleroma');
  });

  it('keeps no body on a ValidationError when the body nests deeper than MAX_JSON_DEPTH', async () => {
    body = `{"id":"1","pleroma":${nestedArrays(MAX_JSON_DEPTH + 1)}}`;
    const error = await rejection(client.statuses.fetch('1'));
    expect(error).toMatchObject({ kind: 'validation', path: 'account', body: null });
    body = `{"id":"1","pleroma":${nestedArrays(MAX_JSON_DEPTH - 1)}}`;
    expect(await rejection(client.statuses.fetch('1'))).toMatchObject({ kind: 'validation', path: 'account', body: JSON.parse(body) });
  });

  it('drops a too-deep error body, so the HttpError can be serialised', async () => {
    errorStatus = 422;
    body = nestedArrays(100_000);
    const error = await rejection(client.statuses.fetch('1'));
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).body).toBeNull();
    expect(JSON.parse(JSON.stringify((error as HttpError).toJSON()))).toMatchObject({ status: 422, body: null });
  });

  it('accepts what a real server sends, at its real depth', async () => {
    body = JSON.stringify([fixture('Status_reblog.json'), status]);
    const page = await client.timelines.home();
    expect(page.items).toHaveLength(2);
    expect(page.items[0]?.reblog).not.toBeNull();
  });
});

describe('streaming frames too deep are refused', () => {
  it('a deep error frame becomes an HttpError without its body', () => {
    const frame = parseFrame(`{"error":"refused","status":401,"x":${nestedArrays(100_000)}}`);
    expect(frame.ok).toBe(false);
    expect(!frame.ok && frame.error).toMatchObject({ kind: 'http', status: 401, body: null });
  });

  it('an update whose status is a reblog chain becomes a ValidationError', () => {
    const frame = parseFrame(JSON.stringify({ stream: ['user'], event: 'update', payload: chainText(status, 'reblog', CHAIN) }));
    expect(frame.ok).toBe(true);
    if (!frame.ok) return;
    const event = toStreamingEvent(frame.value, { stream: 'user' });
    expect(event.ok).toBe(false);
    expect(!event.ok && event.error).toMatchObject({ kind: 'validation', path: 'reblog.reblog' });
  });
});
