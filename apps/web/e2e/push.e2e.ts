import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import { startPushEndpoint, verifyVapid, type PushEndpoint } from '../../instance/test/support/push-endpoint';
import { pushScopePath } from '../src/push/account-scope';
import { CHROMIUM, WEB_DIST, eventually, fillServerSignIn, pageForTest, screenshot, signInThroughOAuth, startWorld, type E2eWorld } from './support/harness';

// Issue #15: the installable app, its service worker, and Web Push from the instance to the worker.

let world: E2eWorld;
let endpoint: PushEndpoint;

beforeAll(async () => {
  world = await startWorld();
  // The test's push service listens on 127.0.0.1: the instance may send there (tests only).
  world.instance.config.outgoing.allowLoopback = true;
  endpoint = await startPushEndpoint();
});

afterAll(async () => {
  await endpoint?.close();
  await world?.close();
});

interface PushPayload {
  access_token: string;
  notification_id: string;
  notification_type: string;
  title: string;
  body: string;
  icon: string;
}

type TestSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/**
 * The browser's push service is the test's: each registration's PushManager hands out a subscription
 * to one of the test's endpoints with its keys (headless Chromium has no push service of its own), the
 * first endpoint not taken by another registration, and records the server key asked for. What is
 * subscribed is kept per registration scope in localStorage (`__pushService`), so it outlives a reload,
 * as a browser's does. A notification permission prompt is answered 'Allow', as a person would.
 */
async function withTestPushService(context: BrowserContext, endpoints: readonly PushEndpoint[] = [endpoint]): Promise<void> {
  await context.exposeBinding('__allowNotifications', async () => {
    await context.grantPermissions(['notifications'], { origin: world.url });
  });
  await context.addInitScript((offered: TestSubscription[]) => {
    const scope = window as unknown as { __allowNotifications: () => Promise<void>; __prompts: number; __serverKey: string | null };
    scope.__prompts = 0;
    scope.__serverKey = null;
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = async () => {
      scope.__prompts += 1;
      await scope.__allowNotifications();
      return ask();
    };
    type Kept = TestSubscription & { serverKey: string };
    const STORE = '__pushService';
    const kept = (): Record<string, Kept> => JSON.parse(localStorage.getItem(STORE) ?? '{}') as Record<string, Kept>;
    const keep = (next: Record<string, Kept>) => localStorage.setItem(STORE, JSON.stringify(next));
    const toBytes = (key: string) => Uint8Array.from(atob(key.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
    const made = (registrationScope: string, entry: Kept) =>
      ({
        endpoint: entry.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: toBytes(entry.serverKey).buffer },
        getKey: () => null,
        toJSON: () => ({ endpoint: entry.endpoint, expirationTime: null, keys: entry.keys }),
        unsubscribe: async () => {
          const next = kept();
          delete next[registrationScope];
          keep(next);
          return true;
        },
      }) as unknown as PushSubscription;
    const managers = new Map<string, PushManager>();
    Object.defineProperty(ServiceWorkerRegistration.prototype, 'pushManager', {
      configurable: true,
      get(this: ServiceWorkerRegistration) {
        const registrationScope = this.scope;
        const known = managers.get(registrationScope);
        if (known) return known;
        const manager = {
          getSubscription: async () => {
            const entry = kept()[registrationScope];
            return entry ? made(registrationScope, entry) : null;
          },
          subscribe: async (options?: PushSubscriptionOptionsInit) => {
            const key = options?.applicationServerKey;
            const bytes = key instanceof ArrayBuffer ? new Uint8Array(key) : ArrayBuffer.isView(key) ? new Uint8Array(key.buffer.slice(key.byteOffset, key.byteOffset + key.byteLength)) : new Uint8Array(0);
            const serverKey = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
            scope.__serverKey = serverKey;
            const all = kept();
            const taken = new Set(Object.entries(all).filter(([other]) => other !== registrationScope).map(([, entry]) => entry.endpoint));
            const free = offered.find((candidate) => !taken.has(candidate.endpoint));
            if (!free) throw new DOMException('the test push service has no endpoint left', 'AbortError');
            const entry = { ...free, serverKey };
            keep({ ...all, [registrationScope]: entry });
            return made(registrationScope, entry);
          },
        } as unknown as PushManager;
        managers.set(registrationScope, manager);
        return manager;
      },
    });
  }, endpoints.map((offered) => ({ endpoint: offered.url, keys: offered.keys })));
}

/** The test push service's subscriptions, by registration scope. */
const pushServiceState = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('__pushService') ?? '{}') as Record<string, { endpoint: string }>);

async function signIn(page: Page, username = 'demo'): Promise<void> {
  await page.goto('/auth/sign_in');
  await fillServerSignIn(page, username, 'password');
  await page.waitForURL(`${world.url}/`);
  await page.locator('.t-feed').first().waitFor();
}

const subscribed = (page: Page, method: 'POST' | 'PUT' | 'DELETE') =>
  page.waitForResponse((response) => response.url().endsWith('/api/v1/push/subscription') && response.request().method() === method && response.ok());

async function mentionDemo(text: string): Promise<string> {
  const alice = await world.apiAs('alice');
  return (await alice.statuses.create({ status: `@demo ${text}`, visibility: 'public' })).id;
}

/** The next push `to` receives, checked (aes128gcm, VAPID by the server's key) and decrypted. */
async function nextPush(serverKey: string, to: PushEndpoint = endpoint): Promise<{ payload: PushPayload; plaintext: string }> {
  const push = await to.next();
  expect(push.headers['content-encoding']).toBe('aes128gcm');
  expect(verifyVapid(push.headers.authorization, new URL(to.url).origin).key).toBe(serverKey);
  const payload = to.decrypt(push) as PushPayload;
  return { payload, plaintext: JSON.stringify(payload) };
}

async function serverKey(): Promise<string> {
  const key = (await (await world.apiAs('demo')).instance.fetch()).vapidKey;
  if (!key) throw new Error('the instance has no VAPID key');
  return key;
}

/** A seeded user's account key in the app (RememberedAccount.key) and the scope of its push registration. */
async function pushScopeOf(username: string): Promise<{ accountKey: string; scope: string }> {
  const { id } = await (await world.apiAs(username)).accounts.verifyCredentials();
  const accountKey = `${id}@${world.url}`;
  return { accountKey, scope: `${world.url}${pushScopePath(accountKey)}` };
}

/** The running worker of the registration at `scope` (every registration runs the same /sw.js). */
async function workerAt(context: BrowserContext, scope: string): Promise<Worker> {
  let found: Worker | null = null;
  await eventually(async () => {
    for (const worker of context.serviceWorkers()) {
      if ((await worker.evaluate(() => (self as unknown as { registration: ServiceWorkerRegistration }).registration.scope).catch(() => null)) === scope) found = worker;
    }
    expect(found).not.toBeNull();
  });
  return found as unknown as Worker;
}

type Shown = { title: string; options: { body?: string; icon?: string; tag?: string; actions?: { action: string }[]; data?: { accountKey?: string | null; accessToken?: string; statusId?: string; url?: string } } };

/** Records what the worker shows (the test observes `showNotification`). */
async function watchNotifications(worker: Worker): Promise<() => Promise<Shown[]>> {
  await worker.evaluate(() => {
    const scope = self as unknown as { __shown: unknown[] };
    scope.__shown = [];
    const show = ServiceWorkerRegistration.prototype.showNotification;
    ServiceWorkerRegistration.prototype.showNotification = function (title: string, options?: NotificationOptions) {
      scope.__shown.push({ title, options: options ?? {} });
      return show.call(this, title, options);
    };
  });
  return async () => (await worker.evaluate(() => (self as unknown as { __shown: unknown[] }).__shown)) as Shown[];
}

/** The push as the browser's push service would hand it to the registration at `scope` (DevTools' "Push"). */
async function deliverPush(page: Page, scope: string, plaintext: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((entry) => entry.scopeURL === scope && !entry.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: world.url, registrationId: await registration, data: plaintext });
}

/** A click on the shown notification's `action` ('' for the notification itself), as the browser dispatches it to the worker. */
async function clickNotification(worker: Worker, tag: string, action: string): Promise<void> {
  await worker.evaluate(
    async ({ tag, action }) => {
      const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent: (event: Event) => boolean };
      const [notification] = await scope.registration.getNotifications({ tag });
      if (!notification) throw new Error('the notification is not shown');
      const NotificationEventClass = (self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification; action: string }) => Event }).NotificationEvent;
      scope.dispatchEvent(new NotificationEventClass('notificationclick', { notification, action }));
    },
    { tag, action },
  );
}


const pushRows = (accountId: string) =>
  world.instance.db.prepare<[string], { endpoint: string; access_token: string }>('SELECT endpoint, access_token FROM push_subscriptions WHERE account_id = ?').all(accountId);

test('the app is installable: its manifest passes Chromium’s check, and a page shared to it opens the composer', async () => {
  // Chromium never offers to install from an incognito profile, which every new context is: a profile on disk.
  const profile = mkdtempSync(path.join(tmpdir(), 'trumpet-install-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'], baseURL: world.url, viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name: 'Trumpet', display: 'standalone', share_target: { action: '/share' } });
    const icon = await page.request.get('/icon-maskable-512.png');
    expect([icon.status(), icon.headers()['content-type']]).toEqual([200, 'image/png']);
    await eventually(async () => {
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    }, 20000);

    // The share target: title, text and link land in the composer.
    await page.goto(`/share?${new URLSearchParams({ title: 'Harbour lights', text: 'Worth a look', url: 'https://example.com/harbour' })}`);
    await page.waitForURL(/\/statuses\/new$/);
    const textbox = page.getByRole('textbox', { name: 'What is on your mind?' }).last();
    await eventually(async () => expect(await textbox.inputValue()).toBe('Harbour lights Worth a look https://example.com/harbour'));
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('desktop notifications are asked for from a button, then the browser subscribes and the instance pushes encrypted mentions to it', async () => {
  const page = await pageForTest(world, { width: 1280, colorScheme: 'light' });
  await withTestPushService(page.context());
  await signIn(page);
  const key = await serverKey();

  const column = page.getByRole('region', { name: 'Notifications' });
  await column.getByRole('button', { name: 'Show settings' }).click();
  const enable = column.getByRole('button', { name: 'Turn on desktop notifications' });
  await enable.waitFor();
  // Nothing was asked on load; the switches say off until the browser allows notifications.
  expect(await page.evaluate(() => (window as unknown as { __prompts: number }).__prompts)).toBe(0);
  const desktop = column.getByRole('switch', { name: 'Desktop notifications' });
  expect(await desktop.evaluateAll((toggles) => toggles.map((toggle) => [(toggle as HTMLInputElement).checked, (toggle as HTMLInputElement).disabled]))).toEqual(
    Array.from({ length: 5 }, () => [false, true]),
  );
  await enable.scrollIntoViewIfNeeded();
  await screenshot(page, 'push-permission-prompt-1280-light');

  const created = subscribed(page, 'POST');
  await enable.click();
  const subscription = (await (await created).json()) as { endpoint: string; alerts: Record<string, boolean>; server_key: string };
  expect(subscription).toMatchObject({ endpoint: endpoint.url, server_key: key, alerts: { mention: true, favourite: true, follow: true } });
  expect(await page.evaluate(() => (window as unknown as { __serverKey: string }).__serverKey)).toBe(key);
  await enable.waitFor({ state: 'detached' });
  await eventually(async () => expect(await desktop.evaluateAll((toggles) => toggles.every((toggle) => (toggle as HTMLInputElement).checked))).toBe(true));

  // A switch turned off is the server's alert turned off.
  const updated = subscribed(page, 'PUT');
  await column.getByRole('group', { name: 'Favourites:' }).locator('label', { hasText: 'Desktop notifications' }).click();
  expect(((await (await updated).json()) as { alerts: Record<string, boolean> }).alerts).toMatchObject({ favourite: false, mention: true });

  const statusId = await mentionDemo('are the harbour photos ready?');
  const { payload } = await nextPush(key);
  const token = await page.evaluate(() => (JSON.parse(document.getElementById('initial-state')?.textContent ?? '{}') as { meta: { access_token: string } }).meta.access_token);
  expect(payload).toMatchObject({ access_token: token, notification_type: 'mention', title: 'You were mentioned by Alice Moreau', body: '@demo are the harbour photos ready?' });
  const notification = await (await world.apiAs('demo')).notifications.fetch(payload.notification_id);
  expect(notification.status?.id).toBe(statusId);

  // Signing out ends the subscription on the server.
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL(/\/timelines\/public\/local$/);
  const demoId = (await (await world.apiAs('demo')).accounts.verifyCredentials()).id;
  const left = world.instance.db.prepare<[string, string], { n: number }>('SELECT count(*) AS n FROM push_subscriptions WHERE account_id = ? AND endpoint = ?').get(demoId, endpoint.url);
  expect(left?.n).toBe(0);
});

test('the service worker shows a pushed mention as a notification, and its favourite action favourites the post', async () => {
  const page = await pageForTest(world, { width: 1280 });
  const context = page.context();
  await withTestPushService(context);
  await context.grantPermissions(['notifications'], { origin: world.url });
  // Allowed already: the app subscribes again when it starts.
  const created = subscribed(page, 'POST');
  await signIn(page);
  await created;
  const { accountKey, scope } = await pushScopeOf('demo');
  const shown = await watchNotifications(await workerAt(context, scope));

  const statusId = await mentionDemo('the ferry leaves at six');
  const { payload, plaintext } = await nextPush(await serverKey());
  // Delivered to demo's own registration, which shows it for demo.
  await deliverPush(page, scope, plaintext);
  await eventually(async () => expect(await shown()).toHaveLength(1));
  const [first] = await shown();
  expect(first).toMatchObject({
    title: 'You were mentioned by Alice Moreau',
    options: { body: '@demo the ferry leaves at six', icon: payload.icon, tag: payload.notification_id, data: { accountKey, accessToken: payload.access_token, statusId, url: `/statuses/${statusId}` } },
  });
  expect(first?.options.actions?.map((action) => action.action)).toEqual(['reply', 'favourite', 'boost']);

  // The 'favourite' action on the shown notification: the worker favourites with the token from the push.
  await clickNotification(await workerAt(context, scope), payload.notification_id, 'favourite');
  await eventually(async () => expect((await (await world.apiAs('demo')).statuses.fetch(statusId)).favourited).toBe(true));
  // Shown again without the action just done.
  await eventually(async () => expect((await shown())[1]?.options.actions?.map((action) => action.action)).toEqual(['reply', 'boost']));
});

test('two accounts signed in on one browser each get their pushes on a subscription of their own; Reply opens the composer as that account; signing one out leaves the other subscribed', async () => {
  // Subscriptions left by the earlier tests' sessions would push these mentions to the shared endpoint too.
  world.instance.db.prepare('DELETE FROM push_subscriptions').run();
  endpoint.received.splice(0);
  const second = await startPushEndpoint();
  try {
    const page = await pageForTest(world, { width: 1280, colorScheme: 'light' });
    const context = page.context();
    await withTestPushService(context, [endpoint, second]);
    await context.grantPermissions(['notifications'], { origin: world.url });
    const key = await serverKey();
    const demo = await pushScopeOf('demo');
    const alice = await pushScopeOf('alice');
    const demoId = demo.accountKey.split('@')[0] ?? '';
    const aliceId = alice.accountKey.split('@')[0] ?? '';

    // demo signs in (notifications are allowed: the app subscribes), then alice is added.
    await page.goto('/timelines/public/local');
    let created = subscribed(page, 'POST');
    await signInThroughOAuth(world, page, 'demo');
    await created;
    await page.getByRole('link', { name: 'Add an account' }).click();
    created = subscribed(page, 'POST');
    await signInThroughOAuth(world, page, 'alice', { switchUser: true });
    await created;
    await page.locator('.t-nav__me').getByText('@alice').waitFor();

    // Two registrations besides the app's own, each with its own subscription, each known to the server with its account's token.
    const tokens = await page.evaluate(() => Object.fromEntries((JSON.parse(localStorage.getItem('trumpet:accounts') ?? '[]') as { key: string; accessToken: string }[]).map((account) => [account.key, account.accessToken])));
    await eventually(async () => expect(await pushServiceState(page)).toEqual({ [demo.scope]: expect.objectContaining({ endpoint: endpoint.url }), [alice.scope]: expect.objectContaining({ endpoint: second.url }) }));
    const scopes = await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((registrations) => registrations.map((registration) => registration.scope).sort()));
    expect(scopes).toEqual([`${world.url}/`, demo.scope, alice.scope].sort());
    expect(pushRows(demoId)).toEqual([{ endpoint: endpoint.url, access_token: tokens[demo.accountKey] }]);
    expect(pushRows(aliceId)).toEqual([{ endpoint: second.url, access_token: tokens[alice.accountKey] }]);

    // A mention of each: each server-side subscription pushes to its own endpoint, with its own token.
    const demoShown = await watchNotifications(await workerAt(context, demo.scope));
    const aliceShown = await watchNotifications(await workerAt(context, alice.scope));
    const toDemo = await mentionDemo('the tide turns at nine');
    const bob = await world.apiAs('bob');
    const toAlice = (await bob.statuses.create({ status: '@alice lunch at the harbour?', visibility: 'public' })).id;
    const demoPush = await nextPush(key, endpoint);
    const alicePush = await nextPush(key, second);
    expect(demoPush.payload).toMatchObject({ access_token: tokens[demo.accountKey], notification_type: 'mention', body: '@demo the tide turns at nine' });
    expect(alicePush.payload).toMatchObject({ access_token: tokens[alice.accountKey], notification_type: 'mention', body: '@alice lunch at the harbour?' });

    // Each registration shows its account's notification, linked through that account's token and server.
    await deliverPush(page, demo.scope, demoPush.plaintext);
    await deliverPush(page, alice.scope, alicePush.plaintext);
    await eventually(async () => expect(await demoShown()).toHaveLength(1));
    await eventually(async () => expect(await aliceShown()).toHaveLength(1));
    expect((await demoShown())[0]?.options.data).toMatchObject({ accountKey: demo.accountKey, accessToken: tokens[demo.accountKey], statusId: toDemo });
    expect((await aliceShown())[0]?.options.data).toMatchObject({ accountKey: alice.accountKey, accessToken: tokens[alice.accountKey], statusId: toAlice });

    // Reply on demo's notification while alice is in use: the app switches to demo, with the composer replying to the post.
    // The post opens, with the composer beside the columns replying (or, before that composer is there, the composer's own screen).
    const opened = page.waitForURL((url) => url.pathname === `/statuses/${toDemo}` || url.pathname === '/statuses/new');
    await clickNotification(await workerAt(context, demo.scope), demoPush.payload.notification_id, 'reply');
    await opened;
    await page.locator('.t-nav__me').getByText('@demo').waitFor();
    const indicator = page.locator('.t-reply-indicator').first();
    await indicator.waitFor();
    await eventually(async () => expect(await page.getByPlaceholder('What is on your mind?').first().inputValue()).toBe('@alice '));
    expect(await indicator.textContent()).toContain('the tide turns at nine');
    expect(await page.evaluate(() => localStorage.getItem('trumpet:active'))).toBe(demo.accountKey);
    // The post replied to, in the column beside the composer.
    await eventually(async () => expect(await page.getByText('the tide turns at nine').count()).toBeGreaterThanOrEqual(3));
    await screenshot(page, 'push-reply-from-notification-1280-light');
    // Posted as demo, in reply to the mention.
    // One change (fill, not key by key): the reply may still move from the composer beside the columns to
    // its own screen on a slow machine, and the text is the store's either way.
    await page.getByPlaceholder('What is on your mind?').first().fill('@alice yes, at nine');
    await page.getByRole('button', { name: /^Toot/ }).first().click();
    await eventually(async () => {
      const [latest] = (await (await world.apiAs('demo')).accounts.statuses(demoId, {})).items;
      expect(latest).toMatchObject({ in_reply_to_id: toDemo, content: expect.stringContaining('yes, at nine') });
    });
    // The reply mentions alice: her subscription pushes it to her endpoint.
    expect((await nextPush(key, second)).payload).toMatchObject({ access_token: tokens[alice.accountKey], body: '@alice yes, at nine' });

    // demo signs out: its subscription ends (server and browser), alice's stays.
    const removed = page.waitForResponse((response) => response.url().endsWith('/api/v1/push/subscription') && response.request().method() === 'DELETE');
    await page.getByRole('button', { name: 'Log out' }).click();
    expect((await removed).request().headers().authorization).toBe(`Bearer ${tokens[demo.accountKey]}`);
    await page.locator('.t-nav__me').getByText('@alice').waitFor();
    expect(pushRows(demoId)).toEqual([]);
    expect(pushRows(aliceId)).toEqual([{ endpoint: second.url, access_token: tokens[alice.accountKey] }]);
    await eventually(async () => expect(Object.keys(await pushServiceState(page))).toEqual([alice.scope]));
    await eventually(async () =>
      expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((registrations) => registrations.map((registration) => registration.scope).sort()))).toEqual(
        [`${world.url}/`, alice.scope].sort(),
      ),
    );
    // The server still pushes alice's mentions to her endpoint.
    await bob.statuses.create({ status: '@alice still on for lunch?', visibility: 'public' });
    expect((await nextPush(key, second)).payload).toMatchObject({ access_token: tokens[alice.accountKey], body: '@alice still on for lunch?' });
  } finally {
    await second.close();
  }
});

test('accounts signed in before notifications are allowed all subscribe once they are: the one in use with its switches, the others with their saved ones', async () => {
  world.instance.db.prepare('DELETE FROM push_subscriptions').run();
  const second = await startPushEndpoint();
  try {
    const page = await pageForTest(world, { width: 1280 });
    await withTestPushService(page.context(), [endpoint, second]);
    const demo = await pushScopeOf('demo');
    const alice = await pushScopeOf('alice');
    await page.goto('/timelines/public/local');
    await signInThroughOAuth(world, page, 'demo');
    await page.getByRole('link', { name: 'Add an account' }).click();
    await signInThroughOAuth(world, page, 'alice', { switchUser: true });
    await page.locator('.t-nav__me').getByText('@alice').waitFor();
    expect(pushRows(demo.accountKey.split('@')[0] ?? '')).toEqual([]);
    // demo's saved switches (this browser keeps an OAuth account's settings): favourites off.
    await page.evaluate((key) => localStorage.setItem(`trumpet:settings:${key}`, JSON.stringify({ notifications: { alerts: { favourite: false } } })), demo.accountKey);

    const column = page.getByRole('region', { name: 'Notifications' });
    await column.getByRole('button', { name: 'Show settings' }).click();
    await column.getByRole('button', { name: 'Turn on desktop notifications' }).click();
    const tokens = await page.evaluate(() => Object.fromEntries((JSON.parse(localStorage.getItem('trumpet:accounts') ?? '[]') as { key: string; accessToken: string }[]).map((account) => [account.key, account.accessToken])));
    // alice (in use) first, on the first endpoint; demo next, on its own registration and endpoint, with its own token.
    await eventually(async () => expect(await pushServiceState(page)).toEqual({ [alice.scope]: expect.objectContaining({ endpoint: endpoint.url }), [demo.scope]: expect.objectContaining({ endpoint: second.url }) }));
    await eventually(() => expect(pushRows(demo.accountKey.split('@')[0] ?? '')).toEqual([{ endpoint: second.url, access_token: tokens[demo.accountKey] }]));
    expect(pushRows(alice.accountKey.split('@')[0] ?? '')).toEqual([{ endpoint: endpoint.url, access_token: tokens[alice.accountKey] }]);
    const alertsOf = (token: string | undefined) => JSON.parse(world.instance.db.prepare<[string], { alerts: string }>('SELECT alerts FROM push_subscriptions WHERE access_token = ?').get(token ?? '')?.alerts ?? '{}') as Record<string, boolean>;
    expect(alertsOf(tokens[demo.accountKey])).toMatchObject({ mention: true, favourite: false, reblog: true, follow: true, poll: true });
    expect(alertsOf(tokens[alice.accountKey])).toMatchObject({ mention: true, favourite: true });
  } finally {
    await second.close();
  }
});

test('a new version of the app waits for the person: "Reload" on the prompt switches to it', async () => {
  // A copy of the build whose worker can change, as a deploy changes it (every other file is the build's own).
  const webDir = mkdtempSync(path.join(tmpdir(), 'trumpet-web-'));
  for (const entry of readdirSync(WEB_DIST)) if (!entry.startsWith('sw.js')) symlinkSync(path.join(WEB_DIST, entry), path.join(webDir, entry));
  const worker = readFileSync(path.join(WEB_DIST, 'sw.js'), 'utf8');
  writeFileSync(path.join(webDir, 'sw.js'), worker);
  world.instance.config.webDir = webDir;
  try {
    const page = await pageForTest(world, { width: 1280 });
    await signIn(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const prompt = page.getByRole('status').filter({ hasText: 'A new version of Trumpet is available.' });
    expect(await prompt.count()).toBe(0);

    writeFileSync(path.join(webDir, 'sw.js'), `${worker}\n// the next version\n`);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
    await prompt.waitFor();
    // Waiting, not in charge, until asked.
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.waiting !== null))).toBe(true);
    await screenshot(page, 'push-update-prompt-1280-dark');
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await page.locator('.t-feed').first().waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.waiting === null && registration.active !== null))).toBe(true);
    expect(await prompt.count()).toBe(0);
  } finally {
    world.instance.config.webDir = WEB_DIST;
    rmSync(webDir, { recursive: true, force: true });
  }
});
