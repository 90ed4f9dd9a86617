import type { Status } from '@trumpet/api-client';
import type { Page } from 'playwright-core';
import { eventually, fillServerSignIn, newPage, startWorld, type E2eWorld } from './support/harness';

// Issue #10: the token is revoked while the app is open. One message, the draft kept, sign in again.
let world: E2eWorld;
let page: Page;

const DRAFT = 'Half a thought, written before the token was revoked';
const home = () => page.getByRole('region', { name: 'Home' });
const textarea = () => page.getByRole('region', { name: 'New post' }).getByPlaceholder('What is on your mind?');
const expiredMessage = () => page.getByRole('region', { name: /^The session for @demo@127\.0\.0\.1:\d+ has expired$/ });
const favouriteOf = (id: string) => home().locator(`article.t-status[data-id="${id}"]`).getByRole('button', { name: 'Favourite' });

/** Statuses on demo's home timeline that demo has not favourited and that are not boosts (as the server says). */
async function unfavouritedOnHome(count: number): Promise<Status[]> {
  const api = await world.apiAs('demo');
  const found = (await api.timelines.home({ limit: 10 })).items.filter((status) => status.reblog === null && !status.favourited).slice(0, count);
  if (found.length < count) throw new Error(`demo's home has fewer than ${count} statuses to favourite`);
  return found;
}

beforeAll(async () => {
  world = await startWorld();
  ({ page } = await newPage(world));
  await page.goto('/');
  await page.waitForURL(/\/auth\/sign_in/);
  await fillServerSignIn(page, 'demo', 'password');
  await page.waitForURL(`${world.url}/`);
  await home().locator('article.t-status').first().waitFor();
});

afterAll(async () => {
  await world?.close();
});

test('a revoked token shows one message instead of an alert per click, keeps the draft, and signing in again works', async () => {
  const [first, second] = await unfavouritedOnHome(2);
  if (!first || !second) throw new Error('no statuses');
  const me = await page.evaluate(() => (JSON.parse(document.getElementById('initial-state')?.textContent ?? '{}') as { meta: { me: string } }).meta.me);

  await textarea().fill(DRAFT);
  await eventually(async () => expect(await page.evaluate((key) => localStorage.getItem(key), `trumpet:composeDraft:${me}`)).toContain(DRAFT));

  // Revoked on the server, as "Sign out" elsewhere or the authorized-apps page does: the app's token and the browser session end.
  const token = await page.evaluate(() => (JSON.parse(document.getElementById('initial-state')?.textContent ?? '{}') as { meta: { access_token: string } }).meta.access_token);
  const revoked = world.instance.db.prepare('UPDATE oauth_access_tokens SET revoked_at = ? WHERE token = ? AND revoked_at IS NULL').run(new Date().toISOString(), token);
  expect(revoked.changes).toBe(1);

  for (const status of [first, second, first]) {
    const answered = page.waitForResponse((response) => response.url().endsWith(`/api/v1/statuses/${status.id}/favourite`));
    await favouriteOf(status.id).click();
    expect((await answered).status()).toBe(401);
  }
  await expiredMessage().waitFor();
  expect(await expiredMessage().count()).toBe(1);
  expect(await page.locator('.t-alert').count()).toBe(0);
  expect(await page.getByRole('alert').count()).toBe(1);
  expect(await textarea().inputValue()).toBe(DRAFT);
  const remembered = await page.evaluate(() => JSON.parse(localStorage.getItem('trumpet:accounts') ?? '[]') as { acct: string; expired?: boolean }[]);
  expect(remembered).toEqual([expect.objectContaining({ acct: 'demo', expired: true })]);

  // Sign in again: OAuth with the same server; its browser session ended too, so it asks who signs in.
  await expiredMessage().getByRole('button', { name: 'Sign in again' }).click();
  await page.waitForURL(/\/oauth\/authorize/);
  await fillServerSignIn(page, 'demo', 'password');
  await page.getByRole('button', { name: 'Authorize' }).click();
  await page.waitForURL(`${world.url}/`);
  await home().locator('article.t-status').first().waitFor();
  expect(await expiredMessage().count()).toBe(0);
  const renewed = await page.evaluate(() => JSON.parse(localStorage.getItem('trumpet:accounts') ?? '[]') as { acct: string; expired?: boolean; accessToken: string }[]);
  expect(renewed).toHaveLength(1);
  expect(renewed[0]).toMatchObject({ acct: 'demo' });
  expect(renewed[0]?.expired).toBeUndefined();
  expect(renewed[0]?.accessToken).not.toBe(token);

  // The draft comes back in the composer, and a favourite now reaches the server.
  await eventually(async () => expect(await textarea().inputValue()).toBe(DRAFT));
  const answered = page.waitForResponse((response) => response.url().endsWith(`/api/v1/statuses/${first.id}/favourite`));
  await favouriteOf(first.id).click();
  expect((await answered).status()).toBe(200);
  const api = await world.apiAs('demo');
  expect((await api.statuses.fetch(first.id)).favourited).toBe(true);
  expect((await api.statuses.fetch(second.id)).favourited).toBe(false);
  expect(await page.locator('.t-alert').count()).toBe(0);
});
