import type { Page, Response } from 'playwright-core';
import { eventually, screenshot, signedInPage, startWorld, type E2eWorld } from './support/harness';

// Read markers (https://docs.joinmastodon.org/methods/markers/): one world for the file; each page
// is a browser context of its own, as another device would be, and the server's markers are checked.
let world: E2eWorld;

beforeAll(async () => {
  world = await startWorld();
});

afterAll(async () => {
  await world?.close();
});

const isGet = (path: string) => (response: Response) => new URL(response.url()).pathname === path && response.request().method() === 'GET';

/** Loads the page again and waits until its markers and notifications have come. */
async function reopen(page: Page): Promise<void> {
  const markers = page.waitForResponse(isGet('/api/v1/markers'));
  const notifications = page.waitForResponse((response) => /^\/api\/v[12]\/notifications$/.test(new URL(response.url()).pathname));
  await page.reload();
  await Promise.all([markers, notifications]);
}

/** The unread badge on the Notifications entry of the navigation sidebar. */
const unreadBadge = (page: Page) => page.getByRole('navigation', { name: 'Navigation' }).locator('a[href="/notifications"] .t-nav__badge');

test('notifications read on one page are read on another; a new mention is unread', async () => {
  const demo = await world.apiAs('demo');
  const newest = (await demo.notifications.list({ limit: 1 })).items[0]?.id;
  if (!newest) throw new Error('the demo world has no notifications');
  expect((await demo.markers.fetch()).notifications?.last_read_id).not.toBe(newest);

  const reader = await signedInPage(world, 'demo', { width: 631 });
  await reader.goto('/notifications');
  await reader.getByRole('region', { name: 'Notifications' }).locator('.t-feed__item').first().waitFor();
  await eventually(async () => expect((await demo.markers.fetch()).notifications?.last_read_id).toBe(newest));

  const other = await signedInPage(world, 'demo', { width: 631 });
  await reopen(other);
  await other.getByRole('region', { name: 'Home' }).locator('article.t-status').first().waitFor();
  expect(await unreadBadge(other).count()).toBe(0);

  const bob = await world.apiAs('bob');
  await bob.statuses.create({ status: '@demo did you see the new setlist?' });
  await unreadBadge(other).waitFor();
  expect(await unreadBadge(other).textContent()).toBe('1');
  expect(await unreadBadge(other).getAttribute('aria-label')).toBe('1 unread');
});

test('home opens where another page left off', async () => {
  const demo = await world.apiAs('demo');
  const reader = await signedInPage(world, 'demo');
  const home = reader.getByRole('region', { name: 'Home' });
  const target = home.locator('article.t-feed__item').nth(7);
  await target.waitFor();
  const id = await target.getAttribute('data-key');
  if (!id) throw new Error('a feed item without data-key');
  // Its top a little above the column's top edge: it is the topmost status on screen. Put there again
  // while waiting: on a slow machine a picture above it may load after the scroll and move it.
  await eventually(async () => {
    await target.evaluate((element) => {
      const scroller = element.closest('.t-feed');
      const offset = element.getBoundingClientRect().top - (scroller?.getBoundingClientRect().top ?? 0) + 12;
      if (scroller instanceof HTMLElement && Math.abs(offset) > 1) scroller.scrollTop += offset;
    });
    expect((await demo.markers.fetch()).home?.last_read_id).toBe(id);
  });

  const other = await signedInPage(world, 'demo');
  const landed = other.getByRole('region', { name: 'Home' }).locator(`article.t-feed__item[data-key="${id}"]`);
  await landed.waitFor();
  await eventually(async () => {
    const offset = await landed.evaluate((element) => {
      const scroller = element.closest('.t-feed');
      return scroller ? element.getBoundingClientRect().top - scroller.getBoundingClientRect().top : Number.NaN;
    });
    expect(Math.abs(offset)).toBeLessThan(2);
  });
  // Landing there is no new reading: the server's marker stays.
  expect((await demo.markers.fetch()).home?.last_read_id).toBe(id);
});

test('screenshots of the unread state at each width, light and dark', async () => {
  const bob = await world.apiAs('bob');
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [400, 631, 1280, 1440]) {
      const page = await signedInPage(world, 'demo', { colorScheme, width });
      const badgeText = () => page.evaluate(() => document.querySelector('.t-nav__badge, .t-tab-bar__badge')?.textContent ?? null);
      const column = page.getByRole('region', { name: 'Notifications' });
      await page.waitForLoadState('networkidle');
      if ((await column.count()) > 0) {
        // Wide, the notifications column is on screen at its top: all is read. Away from its top, what comes stays unread.
        await column.locator('.t-feed__item').nth(3).waitFor();
        await eventually(async () => expect(await badgeText()).toBeNull());
        await column.locator('.t-feed').evaluate((feed) => feed.scrollTo(0, 900));
        await column.locator('.t-feed[data-at-top="false"]').waitFor();
      }
      const before = Number(await badgeText());
      await bob.statuses.create({ status: `@demo a note for the ${width} px ${colorScheme} screen` });
      await eventually(async () => expect(await badgeText()).toBe(String(before + 1)));
      await screenshot(page, `unread-${width}-${colorScheme}`);
    }
  }
});
