import type { Page } from 'playwright-core';
import { eventually, screenshot, signedInPage, startWorld, type E2eWorld } from './support/harness';

// Issue #11: the staff links (SPEC §2) open the server's moderation pages, and what staff do there
// is what the API then answers.
let world: E2eWorld;

beforeAll(async () => {
  world = await startWorld();
});

afterAll(async () => {
  await world?.close();
});

/** The seeded remote account the demo world has reports about. */
const LOUD = 'loud@noisy.example';
const MODERATE_ACCOUNT = 'Open moderation interface for @loud';
const MODERATE_STATUS = 'Open this post in the moderation interface';

const loudId = async (): Promise<string> => (await (await world.apiAs('alice')).accounts.lookup(LOUD)).id;

async function openProfileMenu(page: Page, accountId: string): Promise<void> {
  await page.goto(`/accounts/${accountId}`);
  await page.locator('.t-account-header').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menu').waitFor();
}

/** Opens the more menu of @loud's reported post on its profile (other columns show other statuses). */
async function openStatusMenu(page: Page): Promise<void> {
  const status = page.locator('.t-status').filter({ hasText: 'Every photo is overrated' }).first();
  await status.waitFor();
  await status.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menu').waitFor();
}

test('staff open the moderation page from a profile’s menu, limit the account, and the API shows it limited', async () => {
  const id = await loudId();
  expect((await (await world.apiAs('alice')).accounts.lookup(LOUD)).limited).toBe(false);
  const page = await signedInPage(world, 'demo');
  await openProfileMenu(page, id);
  await page.getByRole('menuitem', { name: MODERATE_ACCOUNT }).click();
  await page.waitForURL(`${world.url}/admin/accounts/${id}`);
  await page.getByRole('heading', { name: 'LOUD OPINIONS', level: 1 }).waitFor();
  expect(await page.locator('#reports').textContent()).toContain('Picks a fight under every photo post.');

  await page.getByRole('link', { name: 'Limit', exact: true }).click();
  await page.waitForURL(`${world.url}/admin/accounts/${id}/action?type=silence`);
  await page.getByRole('heading', { name: `Limit @${LOUD}?` }).waitFor();
  await page.getByRole('button', { name: 'Limit', exact: true }).click();
  await page.waitForURL(`${world.url}/admin/accounts/${id}?notice=silence`);
  await page.getByRole('status').filter({ hasText: 'The account is limited.' }).waitFor();

  await eventually(async () => expect((await (await world.apiAs('alice')).accounts.lookup(LOUD)).limited).toBe(true));
  // Limiting resolved the open reports about the account.
  expect(await page.locator('#reports').getByText('Open', { exact: true }).count()).toBe(0);

  // Staff also reach a status's page from its menu.
  await page.goto(`/accounts/${id}`);
  await openStatusMenu(page);
  await page.getByRole('menuitem', { name: MODERATE_STATUS }).click();
  await page.waitForURL(new RegExp(`/admin/accounts/${id}/statuses/\\d+$`));
  await page.getByRole('heading', { name: 'Post', level: 1 }).waitFor();
  expect(await page.locator('.status-text').textContent()).toBe('Every photo is overrated. Every single one.');
});

test('someone who is not staff sees no moderation link, and the pages refuse them', async () => {
  const page = await signedInPage(world, 'alice');
  expect(await page.locator('a[href="/admin/accounts"]').count()).toBe(0);
  const id = await loudId();
  await openProfileMenu(page, id);
  expect(await page.getByRole('menuitem', { name: MODERATE_ACCOUNT }).count()).toBe(0);
  await page.keyboard.press('Escape');
  await openStatusMenu(page);
  expect(await page.getByRole('menuitem', { name: MODERATE_STATUS }).count()).toBe(0);
  await page.keyboard.press('Escape');
  const response = await page.goto(`/admin/accounts/${id}`);
  expect(response?.status()).toBe(403);
  await page.getByRole('heading', { name: 'Staff only' }).waitFor();
});

test('staff have the moderation link in the navigation, and the pages look finished at every width', async () => {
  const id = await loudId();
  const loud = (await (await world.apiAs('alice')).accounts.statuses(id, {})).items;
  // The seeded report about @loud includes this post.
  const statusId = loud.find((status) => status.content.includes('overrated'))?.id;
  if (!statusId) throw new Error('the seeded post of @loud is missing');
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [400, 631, 1280, 1440]) {
      const page = await signedInPage(world, 'demo', { width, height: 900, colorScheme });
      if (width >= 1280) expect(await page.locator('a[href="/admin/accounts"]').count()).toBeGreaterThan(0);
      await page.goto('/admin/accounts');
      await page.getByRole('heading', { name: 'Accounts', level: 1 }).waitFor();
      await screenshot(page, `moderation-accounts-${width}-${colorScheme}`);
      await page.goto(`/admin/accounts/${id}`);
      await page.locator('#statuses').waitFor();
      await screenshot(page, `moderation-account-${width}-${colorScheme}`);
      await page.goto(`/admin/accounts/${id}/statuses/${statusId}`);
      await page.locator('#reports').waitFor();
      await screenshot(page, `moderation-status-${width}-${colorScheme}`);
      await page.goto(`/admin/accounts/${id}/action?type=suspend`);
      await screenshot(page, `moderation-confirm-${width}-${colorScheme}`);
      await page.context().close();
    }
  }
});
