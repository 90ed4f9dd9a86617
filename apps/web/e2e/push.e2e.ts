import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import { startPushEndpoint, verifyVapid, type PushEndpoint } from '../../instance/test/support/push-endpoint';
import { CHROMIUM, WEB_DIST, eventually, fillServerSignIn, pageForTest, screenshot, startWorld, type E2eWorld } from './support/harness';

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

/**
 * The browser's push service is the test's endpoint: PushManager hands out a subscription to it with
 * its keys (headless Chromium has no push service of its own), and records the server key asked for.
 * A notification permission prompt is answered 'Allow', as a person would.
 */
async function withTestPushService(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__allowNotifications', async () => {
    await context.grantPermissions(['notifications'], { origin: world.url });
  });
  await context.addInitScript((subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) => {
    const scope = window as unknown as { __allowNotifications: () => Promise<void>; __prompts: number; __serverKey: string | null };
    scope.__prompts = 0;
    scope.__serverKey = null;
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = async () => {
      scope.__prompts += 1;
      await scope.__allowNotifications();
      return ask();
    };
    let current: PushSubscription | null = null;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey;
      const bytes = key instanceof ArrayBuffer ? new Uint8Array(key) : ArrayBuffer.isView(key) ? new Uint8Array(key.buffer.slice(key.byteOffset, key.byteOffset + key.byteLength)) : new Uint8Array(0);
      scope.__serverKey = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
      const made = {
        endpoint: subscription.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: bytes.slice().buffer },
        getKey: () => null,
        toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      };
      current = made as unknown as PushSubscription;
      return current;
    };
    PushManager.prototype.getSubscription = async () => current;
  }, { endpoint: endpoint.url, keys: endpoint.keys });
}

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

/** The next push the test's endpoint receives, checked (aes128gcm, VAPID by the server's key) and decrypted. */
async function nextPush(serverKey: string): Promise<{ payload: PushPayload; plaintext: string }> {
  const push = await endpoint.next();
  expect(push.headers['content-encoding']).toBe('aes128gcm');
  expect(verifyVapid(push.headers.authorization, new URL(endpoint.url).origin).key).toBe(serverKey);
  const payload = endpoint.decrypt(push) as PushPayload;
  return { payload, plaintext: JSON.stringify(payload) };
}

async function serverKey(): Promise<string> {
  const key = (await (await world.apiAs('demo')).instance.fetch()).vapidKey;
  if (!key) throw new Error('the instance has no VAPID key');
  return key;
}

async function activeWorker(context: BrowserContext, page: Page): Promise<Worker> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

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
  const worker = await activeWorker(context, page);
  await worker.evaluate(() => {
    const scope = self as unknown as { __shown: { title: string; options: NotificationOptions & { actions?: { action: string }[]; data?: unknown } }[] };
    scope.__shown = [];
    const show = ServiceWorkerRegistration.prototype.showNotification;
    ServiceWorkerRegistration.prototype.showNotification = function (title: string, options?: NotificationOptions) {
      scope.__shown.push({ title, options: options ?? {} });
      return show.call(this, title, options);
    };
  });

  const statusId = await mentionDemo('the ferry leaves at six');
  const { payload, plaintext } = await nextPush(await serverKey());
  // The push as the browser's push service would hand it to the worker (DevTools' "Push").
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((entry) => entry.scopeURL === `${world.url}/` && !entry.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: world.url, registrationId: await registration, data: plaintext });

  type Shown = { title: string; options: { body?: string; icon?: string; tag?: string; actions?: { action: string }[]; data?: { statusId?: string; url?: string } } };
  const shown = async () => worker.evaluate(() => (self as unknown as { __shown: unknown[] }).__shown) as Promise<Shown[]>;
  await eventually(async () => expect(await shown()).toHaveLength(1));
  const [first] = await shown();
  expect(first).toMatchObject({
    title: 'You were mentioned by Alice Moreau',
    options: { body: '@demo the ferry leaves at six', icon: payload.icon, tag: payload.notification_id, data: { statusId, url: `/statuses/${statusId}` } },
  });
  expect(first?.options.actions?.map((action) => action.action)).toEqual(['reply', 'favourite', 'boost']);

  // The 'favourite' action on the shown notification: the worker favourites with the token from the push.
  await worker.evaluate(async (tag) => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent: (event: Event) => boolean };
    const [notification] = await scope.registration.getNotifications({ tag });
    if (!notification) throw new Error('the notification is not shown');
    const NotificationEventClass = (self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification; action: string }) => Event }).NotificationEvent;
    scope.dispatchEvent(new NotificationEventClass('notificationclick', { notification, action: 'favourite' }));
  }, payload.notification_id);
  await eventually(async () => expect((await (await world.apiAs('demo')).statuses.fetch(statusId)).favourited).toBe(true));
  // Shown again without the action just done.
  await eventually(async () => expect((await shown())[1]?.options.actions?.map((action) => action.action)).toEqual(['reply', 'boost']));
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
