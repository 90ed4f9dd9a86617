/** @jest-environment node */
import { createRestClient } from '@trumpet/api-client';
import { base64UrlToBytes, bytesToBase64Url, pushAlerts, subscribePush, type AlertSettings, type PushTarget } from './push-subscription';
import { readWorkerConfig, type ConfigStorage } from './worker-config';

const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const OTHER_KEY = 'BOr7rUe5Ke8Qz6Vc5y2a7r5zF3m9Jc1h1Xn2v7Q0c6yK3y1jLq9m8Jf4rW0h2k6sP5t3u8v1x4z7A0b2c4d6e8';
const alerts: AlertSettings = { follow: true, favourite: false, reblog: true, mention: true, poll: false };

/** Cache Storage in memory. */
function memoryCaches(): ConfigStorage {
  const stores = new Map<string, Map<string, Response>>();
  return {
    open: async (name) => {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return {
        match: async (key: RequestInfo | URL) => store.get(String(key))?.clone(),
        put: async (key: RequestInfo | URL, response: Response) => void store.set(String(key), response),
      };
    },
    delete: async (name) => stores.delete(name),
  };
}

interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  toJSON: () => { endpoint: string; keys: { p256dh: string; auth: string } };
  unsubscribe: jest.Mock<Promise<boolean>, []>;
}

const subscription = (key: string): FakeSubscription => ({
  endpoint: 'https://push.example/send/abc',
  options: { applicationServerKey: base64UrlToBytes(key).buffer },
  toJSON: () => ({ endpoint: 'https://push.example/send/abc', keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } }),
  unsubscribe: jest.fn(async () => true),
});

/** A browser with (or without) Push: the registration's PushManager is `manager`. */
function browser(manager: { getSubscription: () => Promise<FakeSubscription | null>; subscribe: jest.Mock } | null): void {
  const registration = manager ? { pushManager: manager } : null;
  const globals: Record<string, unknown> = {
    window: manager ? { PushManager: class {} } : {},
    navigator: { serviceWorker: { ready: Promise.resolve(registration), getRegistration: async () => registration } },
    Notification: function Notification() {},
    caches: memoryCaches(),
  };
  for (const [name, value] of Object.entries(globals)) Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
}

function server() {
  const requests: { method: string; url: string; body: unknown }[] = [];
  const api = createRestClient({
    url: 'https://social.example',
    accessToken: 'token',
    fetch: async (url, init) => {
      requests.push({ method: init.method ?? 'GET', url, body: typeof init.body === 'string' ? JSON.parse(init.body) : null });
      const body = init.method === 'DELETE' ? {} : { id: '1', endpoint: 'https://push.example/send/abc', server_key: KEY, alerts: {}, policy: 'all' };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
  return { api, requests };
}

const target = (api: PushTarget['api'], vapidKey: string | null): PushTarget => ({
  api,
  vapidKey,
  worker: { origin: 'https://social.example', labels: { reply: 'Reply', favourite: 'Favourite', boost: 'Boost' } },
});

let warn: jest.SpyInstance;
let error: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('the alerts follow the column switches, follow requests with follows', () => {
  expect(pushAlerts(alerts)).toEqual({ follow: true, follow_request: true, favourite: false, reblog: true, mention: true, poll: false });
  expect(bytesToBase64Url(base64UrlToBytes(KEY).buffer)).toBe(KEY);
});

test('subscribes with the server key and sends the subscription with the alerts; the worker learns the API and its labels', async () => {
  const subscribe = jest.fn(async () => subscription(KEY));
  browser({ getSubscription: async () => null, subscribe });
  const { api, requests } = server();
  expect(await subscribePush(target(api, KEY), alerts)).toBe('subscribed');
  expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(KEY) });
  expect(requests).toEqual([
    {
      method: 'POST',
      url: 'https://social.example/api/v1/push/subscription',
      body: { subscription: { endpoint: 'https://push.example/send/abc', keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } }, data: { alerts: pushAlerts(alerts), policy: 'all' } },
    },
  ]);
  expect(await readWorkerConfig(caches)).toEqual(target(api, KEY).worker);
  expect(warn).not.toHaveBeenCalled();
});

test('SPEC §8: without a server key an error is logged and nothing is asked', async () => {
  const subscribe = jest.fn();
  browser({ getSubscription: async () => null, subscribe });
  const { api, requests } = server();
  expect(await subscribePush(target(api, null), alerts)).toBe('no-key');
  expect(error).toHaveBeenCalledTimes(1);
  expect(subscribe).not.toHaveBeenCalled();
  expect(requests).toEqual([]);
});

test('SPEC §8: a browser without push logs a warning and the subscription is cleared', async () => {
  browser(null);
  const { api, requests } = server();
  expect(await subscribePush(target(api, KEY), alerts)).toBe('unsupported');
  expect(warn).toHaveBeenCalledTimes(1);
  expect(requests.map((request) => request.method)).toEqual(['DELETE']);
});

test('SPEC §8: a subscription made with another key is replaced, with a warning', async () => {
  const stale = subscription(OTHER_KEY);
  const subscribe = jest.fn(async () => subscription(KEY));
  browser({ getSubscription: async () => stale, subscribe });
  const { api } = server();
  expect(await subscribePush(target(api, KEY), alerts)).toBe('subscribed');
  expect(stale.unsubscribe).toHaveBeenCalled();
  expect(subscribe).toHaveBeenCalledTimes(1);
  expect(warn).toHaveBeenCalledTimes(1);
});

test('SPEC §8: a refused subscription logs a warning and is cleared', async () => {
  browser({ getSubscription: async () => null, subscribe: jest.fn(async () => Promise.reject(new Error('push service not available'))) });
  const { api, requests } = server();
  expect(await subscribePush(target(api, KEY), alerts)).toBe('failed');
  expect(warn).toHaveBeenCalledTimes(1);
  expect(requests.map((request) => request.method)).toEqual(['DELETE']);
  expect(await readWorkerConfig(caches)).toBeNull();
});
