/** @jest-environment node */
import { createRestClient } from '@trumpet/api-client';
import { WORKER_URL } from '../service-worker/worker-url';
import { pushScopePath } from './account-scope';
import { base64UrlToBytes, bytesToBase64Url } from './base64url';
import { accountsWithPush, clearPushSubscription, pushAlerts, subscribePush, type AlertSettings, type PushTarget } from './push-subscription';
import { readWorkerConfig, type ConfigStorage } from './worker-config';

const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const OTHER_KEY = 'BOr7rUe5Ke8Qz6Vc5y2a7r5zF3m9Jc1h1Xn2v7Q0c6yK3y1jLq9m8Jf4rW0h2k6sP5t3u8v1x4z7A0b2c4d6e8';
const alerts: AlertSettings = { follow: true, favourite: false, reblog: true, mention: true, poll: false };

/** Cache Storage in memory. */
function memoryCaches(): ConfigStorage {
  const stores = new Map<string, Map<string, Response>>();
  return {
    open: async (name: string) => {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return {
        match: async (key: RequestInfo | URL) => store.get(String(key))?.clone(),
        put: async (key: RequestInfo | URL, response: Response) => void store.set(String(key), response),
        delete: async (key: RequestInfo | URL) => store.delete(String(key)),
      };
    },
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

interface PushManagerFake {
  getSubscription: () => Promise<FakeSubscription | null>;
  subscribe: jest.Mock;
}

interface FakeRegistration {
  scope: string;
  active: object | null;
  pushManager: PushManagerFake;
  unregister: jest.Mock<Promise<boolean>, []>;
}

const ORIGIN = 'https://app.example';
const ACCOUNT = '109@https://social.example';
const OTHER_ACCOUNT = '7@https://other.example';

/**
 * A browser with (or without) Push: the app's registration at the root, and the accounts' registrations
 * made with register(); each registration's PushManager comes from `manager` (one per scope).
 */
function browser(manager: ((scope: string) => PushManagerFake) | null) {
  const registrations = new Map<string, FakeRegistration>();
  const add = (scope: string) => {
    const registration: FakeRegistration = {
      scope,
      active: {},
      pushManager: manager ? manager(scope) : { getSubscription: async () => null, subscribe: jest.fn() },
      unregister: jest.fn(async () => registrations.delete(scope)),
    };
    registrations.set(scope, registration);
    return registration;
  };
  add(`${ORIGIN}/`);
  const register = jest.fn(async (_url: string, options: { scope: string }) => registrations.get(options.scope) ?? add(options.scope));
  // The registration whose scope is the longest prefix of the URL, as browsers answer.
  const getRegistration = async (url: string) =>
    [...registrations.values()].filter((registration) => url.startsWith(registration.scope)).sort((a, b) => b.scope.length - a.scope.length)[0];
  const globals: Record<string, unknown> = {
    window: manager ? { PushManager: class {}, location: { origin: ORIGIN } } : { location: { origin: ORIGIN } },
    navigator: { serviceWorker: { register, getRegistration, getRegistrations: async () => [...registrations.values()] } },
    Notification: function Notification() {},
    caches: memoryCaches(),
  };
  for (const [name, value] of Object.entries(globals)) Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  return { registrations, register };
}

function server(url = 'https://social.example', token = 'token') {
  const requests: { method: string; url: string; body: unknown; token: string | null }[] = [];
  const api = createRestClient({
    url,
    accessToken: token,
    fetch: async (requested, init) => {
      const authorization = new Headers(init.headers).get('authorization');
      requests.push({ method: init.method ?? 'GET', url: requested, body: typeof init.body === 'string' ? JSON.parse(init.body) : null, token: authorization });
      const body = init.method === 'DELETE' ? {} : { id: '1', endpoint: 'https://push.example/send/abc', server_key: KEY, alerts: {}, policy: 'all' };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
  return { api, requests };
}

const target = (api: PushTarget['api'], vapidKey: string | null, accountKey = ACCOUNT): PushTarget => ({
  accountKey,
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

test("subscribes on the account's own registration with the server key and sends the subscription with the alerts; the worker learns the API and its labels", async () => {
  const subscribe = jest.fn(async () => subscription(KEY));
  const { registrations, register } = browser(() => ({ getSubscription: async () => null, subscribe }));
  const { api, requests } = server();
  expect(await subscribePush(target(api, KEY), alerts)).toBe('subscribed');
  expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(KEY) });
  expect(requests).toEqual([
    {
      method: 'POST',
      url: 'https://social.example/api/v1/push/subscription',
      token: 'Bearer token',
      body: { subscription: { endpoint: 'https://push.example/send/abc', keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } }, data: { alerts: pushAlerts(alerts), policy: 'all' } },
    },
  ]);
  const scope = `${ORIGIN}${pushScopePath(ACCOUNT)}`;
  expect(register).toHaveBeenCalledWith(WORKER_URL, { type: 'module', scope });
  expect([...registrations.keys()]).toEqual([`${ORIGIN}/`, scope]);
  expect(await registrations.get(`${ORIGIN}/`)?.pushManager.getSubscription()).toBeNull();
  expect(await readWorkerConfig(caches, ACCOUNT)).toEqual(target(api, KEY).worker);
  expect(await readWorkerConfig(caches, OTHER_ACCOUNT)).toBeNull();
  expect(warn).not.toHaveBeenCalled();
});

test("two accounts subscribe on registrations of their own; signing one out ends only its subscription, with its own token", async () => {
  const made = new Map<string, FakeSubscription>();
  const { registrations } = browser((scope) => ({
    getSubscription: async () => made.get(scope) ?? null,
    subscribe: jest.fn(async () => {
      const fresh = subscription(KEY);
      made.set(scope, fresh);
      return fresh;
    }),
  }));
  const social = server('https://social.example', 'social-token');
  const other = server('https://other.example', 'other-token');
  expect(await subscribePush(target(social.api, KEY, ACCOUNT), alerts)).toBe('subscribed');
  expect(await subscribePush({ ...target(other.api, KEY, OTHER_ACCOUNT), worker: { ...target(other.api, KEY).worker, origin: 'https://other.example' } }, alerts)).toBe('subscribed');
  const scopes = [ACCOUNT, OTHER_ACCOUNT].map((key) => `${ORIGIN}${pushScopePath(key)}`);
  expect((await accountsWithPush()).map((entry) => entry.accountKey)).toEqual([ACCOUNT, OTHER_ACCOUNT]);
  expect(made.size).toBe(2);

  await clearPushSubscription(OTHER_ACCOUNT, other.api);
  expect(made.get(scopes[1] ?? '')?.unsubscribe).toHaveBeenCalled();
  expect(made.get(scopes[0] ?? '')?.unsubscribe).not.toHaveBeenCalled();
  expect([...registrations.keys()]).toEqual([`${ORIGIN}/`, scopes[0]]);
  expect(other.requests.map((request) => [request.method, request.url, request.token])).toEqual([
    ['POST', 'https://other.example/api/v1/push/subscription', 'Bearer other-token'],
    ['DELETE', 'https://other.example/api/v1/push/subscription', 'Bearer other-token'],
  ]);
  expect(social.requests.map((request) => request.method)).toEqual(['POST']);
  expect(await readWorkerConfig(caches, OTHER_ACCOUNT)).toBeNull();
  expect(await readWorkerConfig(caches, ACCOUNT)).toMatchObject({ origin: 'https://social.example' });
});

test('SPEC §8: without a server key an error is logged and nothing is asked', async () => {
  const subscribe = jest.fn();
  browser(() => ({ getSubscription: async () => null, subscribe }));
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
  browser(() => ({ getSubscription: async () => stale, subscribe }));
  const { api } = server();
  expect(await subscribePush(target(api, KEY), alerts)).toBe('subscribed');
  expect(stale.unsubscribe).toHaveBeenCalled();
  expect(subscribe).toHaveBeenCalledTimes(1);
  expect(warn).toHaveBeenCalledTimes(1);
});

test('SPEC §8: a refused subscription logs a warning and is cleared', async () => {
  const { registrations } = browser(() => ({ getSubscription: async () => null, subscribe: jest.fn(async () => Promise.reject(new Error('push service not available'))) }));
  const { api, requests } = server();
  expect(await subscribePush(target(api, KEY), alerts)).toBe('failed');
  expect(warn).toHaveBeenCalledTimes(1);
  expect(requests.map((request) => request.method)).toEqual(['DELETE']);
  expect(await readWorkerConfig(caches, ACCOUNT)).toBeNull();
  expect([...registrations.keys()]).toEqual([`${ORIGIN}/`]);
});
