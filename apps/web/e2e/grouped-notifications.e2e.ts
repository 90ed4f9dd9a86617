import type { Locator, Page } from 'playwright-core';
import { eventually, screenshot, signedInPage, startWorld, type E2eWorld } from './support/harness';

// Issue #14: favourites of one post fold into one row, "… and 4 others favourited your post"
// (Mastodon 4.3's grouped notifications, read from GET /api/v2/notifications).
let world: E2eWorld;
let statusId: string;
const POST = 'A post for grouped notifications';
const FAVOURITERS = ['alice', 'bob', 'carol', 'frank', 'grace'];
const NAMES = ['Alice Moreau', 'Bob Okafor', 'Carol Nakamura', 'Frank Walsh', 'Grace Achebe'];

beforeAll(async () => {
  world = await startWorld();
  const demo = await world.apiAs('demo');
  statusId = (await demo.statuses.create({ status: POST })).id;
  for (const username of FAVOURITERS) await (await world.apiAs(username)).statuses.favourite(statusId);
});

afterAll(async () => {
  await world?.close();
});

/** The notifications column's rows about the post's favourites. */
const favouriteRows = (page: Page): Locator => page.locator('[role="feed"] .t-feed__item').filter({ has: page.locator('.t-notification--favourite') }).filter({ hasText: POST });

async function openNotifications(page: Page): Promise<Locator> {
  await page.goto('/notifications');
  const rows = favouriteRows(page);
  await rows.first().waitFor();
  return rows;
}

test('five favourites of a post are one row naming the newest and 4 others; expanding lists all five', async () => {
  const page = await signedInPage(world, 'demo');
  const rows = await openNotifications(page);
  expect(await rows.count()).toBe(1);
  const row = rows.first();
  expect((await row.locator('.t-notification__text').textContent())?.trim()).toBe('Grace Achebe and 4 others favourited your post');
  // The post is shown under the line, and the row keeps its place in the feed.
  expect(await row.locator('.t-status').textContent()).toContain(POST);
  expect(Number(await row.getAttribute('aria-posinset'))).toBeGreaterThan(0);
  expect(await row.getAttribute('aria-setsize')).not.toBeNull();
  expect(await row.locator('a.t-notification__avatar').count()).toBe(5);

  const button = row.getByRole('button', { name: 'Show all' });
  expect(await button.getAttribute('aria-expanded')).toBe('false');
  await button.click();
  const list = row.locator('.t-notification__accounts');
  await list.waitFor();
  expect(await row.getByRole('button', { name: 'Hide' }).getAttribute('aria-expanded')).toBe('true');
  const listed = await list.getByRole('listitem').allTextContents();
  expect(listed).toHaveLength(5);
  for (const name of NAMES) expect(listed.some((text) => text.includes(name))).toBe(true);
  await screenshot(page, 'grouped-notifications-expanded-1440-dark');

  // What the server holds: one group of five.
  const results = await (await world.apiAs('demo')).groupedNotifications.list({ types: ['favourite'], grouped_types: ['favourite'] });
  const group = results.notification_groups.find((entry) => entry.status_id === statusId);
  expect(group?.notifications_count).toBe(5);
});

test('a sixth favourite arriving by streaming updates the same row', async () => {
  const page = await signedInPage(world, 'demo');
  const rows = await openNotifications(page);
  const row = rows.first();
  await eventually(async () => expect((await row.locator('.t-notification__text').textContent())?.trim()).toBe('Grace Achebe and 4 others favourited your post'));
  // A newer notification (dave follows demo) comes in above the group first.
  const dave = await world.apiAs('dave');
  await dave.accounts.follow((await (await world.apiAs('demo')).accounts.verifyCredentials()).id);
  await eventually(async () => expect(await rows.first().getAttribute('aria-posinset')).toBe('2'));
  await dave.statuses.favourite(statusId);
  await eventually(async () => expect((await rows.first().locator('.t-notification__text').textContent())?.trim()).toBe('Daily Dave 🤖 and 5 others favourited your post'));
  expect(await rows.count()).toBe(1);
  // The newest favourite brought its group to the top.
  expect(await rows.first().getAttribute('aria-posinset')).toBe('1');
  expect(await rows.first().locator('a.t-notification__avatar').first().getAttribute('aria-label')).toBe('@dave');
  const results = await (await world.apiAs('demo')).groupedNotifications.list({ types: ['favourite'], grouped_types: ['favourite'] });
  expect(results.notification_groups.find((entry) => entry.status_id === statusId)?.notifications_count).toBe(6);
});

describe.each([400, 631, 1280, 1440])('at %i px', (width) => {
  it.each(['light', 'dark'] as const)('%s: the grouped row lays out and expands', async (colorScheme) => {
    const page = await signedInPage(world, 'demo', { width, colorScheme, height: 900 });
    const rows = await openNotifications(page);
    const row = rows.first();
    await row.scrollIntoViewIfNeeded();
    const box = await row.boundingBox();
    const viewport = page.viewportSize();
    // Nothing of the row spills out of the screen sideways.
    expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width + 1).toBe(true);
    await screenshot(page, `grouped-notifications-${width}-${colorScheme}`);
    await row.getByRole('button', { name: 'Show all' }).click();
    await row.locator('.t-notification__accounts').waitFor();
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, `grouped-notifications-${width}-${colorScheme}-expanded`);
  });
});
