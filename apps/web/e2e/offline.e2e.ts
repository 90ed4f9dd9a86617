import type { Page } from 'playwright-core';
import { eventually, screenshot, signedInPage, startWorld, type E2eWorld } from './support/harness';

// Issue #15: the last home timeline is kept in IndexedDB and read, with a notice, when the server
// cannot be reached; when the network is back, home loads what is newer.
let world: E2eWorld;

beforeAll(async () => {
  world = await startWorld();
});

afterAll(async () => {
  await world?.close();
});

const home = (page: Page) => page.getByRole('region', { name: 'Home' });
const homeIds = (page: Page) => home(page).locator('article.t-status').evaluateAll((articles) => articles.map((article) => article.getAttribute('data-id')));

/** The ids of the home statuses kept in this browser's IndexedDB for reading offline. */
function keptHomeIds(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((database) => database.name ?? '').filter((name) => name.startsWith('trumpet-offline:'));
    if (names.length === 0) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(names[0] ?? '');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    if (!db.objectStoreNames.contains('snapshots')) return [];
    const records = await new Promise<{ id: string; entity: { statuses: { id: string }[] } }[]>((resolve) => {
      const request = db.transaction('snapshots').objectStore('snapshots').getAll();
      request.onsuccess = () => resolve(request.result);
    });
    db.close();
    return records.find((record) => record.id.endsWith(':home'))?.entity.statuses.map((status) => status.id) ?? [];
  });
}

test('home is read from what was kept when the API cannot be reached, and loads what is newer once back online', async () => {
  const page = await signedInPage(world, 'demo', { width: 1280, height: 900 });
  await home(page).locator('article.t-status').first().waitFor();
  const api = await world.apiAs('demo');
  const server = (await api.timelines.home({ limit: 40 })).items.map((status) => status.id);
  await eventually(async () => expect(await keptHomeIds(page)).toEqual(server));

  // A second tab of the same browser whose requests to the API fail as they do without a network.
  const offline = await page.context().newPage();
  await offline.route(/\/api\/v[12]\//, (route) => route.abort('internetdisconnected'));
  await offline.goto('/');
  const notice = home(offline).getByRole('status').filter({ hasText: 'You’re offline.' });
  await notice.waitFor();
  await eventually(async () => expect((await homeIds(offline)).slice(0, 5)).toEqual(server.slice(0, 5)));
  await screenshot(offline, 'offline-home-1280-dark');

  const written = await api.statuses.create({ status: 'Posted while the other tab was offline' });
  await offline.unroute(/\/api\/v[12]\//);
  await offline.evaluate(() => window.dispatchEvent(new Event('online')));
  await eventually(async () => expect((await homeIds(offline))[0]).toBe(written.id));
  expect(await notice.count()).toBe(0);
  await eventually(async () => expect((await keptHomeIds(offline))[0]).toBe(written.id));
});

test('a post written offline is kept with a notice and published once when the network is back', async () => {
  const page = await signedInPage(world, 'demo', { width: 1280, height: 900 });
  const drawer = page.getByRole('region', { name: 'New post' });
  const textarea = drawer.getByPlaceholder('What is on your mind?');
  await textarea.waitFor();
  // The first screen's columns are up (their code loaded): going offline is what this test is about,
  // not a column whose chunk was still on its way (that one would show the load-failure modal).
  await home(page).locator('article.t-status').first().waitFor();
  await page.getByRole('region', { name: 'Notifications' }).locator('.t-notification').first().waitFor();
  const text = `Written in a tunnel ${Date.now()}`;
  await page.context().setOffline(true);
  await textarea.fill(text);
  await drawer.getByRole('button', { name: /^Toot/ }).click();
  await drawer.getByRole('status').filter({ hasText: 'Not sent yet.' }).waitFor();
  expect(await textarea.inputValue()).toBe(text);
  await screenshot(page, 'offline-post-waiting-1280-dark');

  await page.context().setOffline(false);
  await eventually(async () => expect(await textarea.inputValue()).toBe(''));
  expect(await drawer.getByRole('status').filter({ hasText: 'Not sent yet.' }).count()).toBe(0);
  const api = await world.apiAs('demo');
  const me = await api.accounts.verifyCredentials();
  const published = (await api.accounts.statuses(me.id, { limit: 20 })).items.filter((status) => status.content.includes(text));
  expect(published).toHaveLength(1);
});

// Last in this file: it stops the instance.
test('with the instance stopped, a reload starts signed in from the service worker’s copy and shows the kept home and notifications', async () => {
  const page = await signedInPage(world, 'demo', { width: 1280, height: 900, colorScheme: 'light' });
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await notifications.locator('.t-notification').first().waitFor();
  const shownNotifications = await notifications.locator('.t-notification').count();
  await home(page).locator('article.t-status').first().waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const api = await world.apiAs('demo');
  const server = (await api.timelines.home({ limit: 40 })).items.map((status) => status.id);
  await eventually(async () => expect(await keptHomeIds(page)).toEqual(server));

  await world.app.close();
  await page.reload();
  await home(page).getByRole('status').filter({ hasText: 'You’re offline.' }).waitFor();
  await eventually(async () => expect((await homeIds(page)).slice(0, 5)).toEqual(server.slice(0, 5)));
  await notifications.getByRole('status').filter({ hasText: 'You’re offline.' }).waitFor();
  await eventually(async () => expect(await notifications.locator('.t-notification').count()).toBe(shownNotifications));
  await screenshot(page, 'offline-reload-1280-light');
});
