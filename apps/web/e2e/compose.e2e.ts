import type { Page } from 'playwright-core';
import { eventually, screenshot, signedInPage, startWorld, type E2eWorld } from './support/harness';

// The composer, its hand-offs, the report form and the list adder, against the seeded instance; each
// test signs in on a page of its own.
let world: E2eWorld;
let page: Page;

const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const drawer = () => page.getByRole('region', { name: 'New post' });
const textarea = () => drawer().getByPlaceholder('What is on your mind?');
const homeStatuses = () => page.getByRole('region', { name: 'Home' }).locator('article.t-status');
const toot = () => drawer().getByRole('button', { name: /^Toot/ });

async function demoStatuses() {
  const api = await world.apiAs('demo');
  const me = await api.accounts.verifyCredentials();
  return (await api.accounts.statuses(me.id, { limit: 5 })).items;
}

beforeAll(async () => {
  world = await startWorld();
});

beforeEach(async () => {
  page = await signedInPage(world);
  await homeStatuses().first().waitFor();
});

afterAll(async () => {
  await world?.close();
});

test('posts from the compose drawer, with a mention picked from the suggestions, to the top of home', async () => {
  await textarea().click();
  await textarea().pressSequentially('Hello @ali', { delay: 20 });
  await drawer().getByRole('option', { name: /alice/ }).waitFor();
  await page.keyboard.press('Enter');
  await textarea().pressSequentially('from the e2e composer #trumpet');
  expect(await textarea().inputValue()).toBe('Hello @alice from the e2e composer #trumpet');
  await toot().click();
  await eventually(async () => expect(await textarea().inputValue()).toBe(''));
  await eventually(async () => expect(await homeStatuses().first().textContent()).toContain('from the e2e composer'));
  const [posted] = await demoStatuses();
  expect(posted?.content).toContain('from the e2e composer');
  expect(posted?.mentions.map((mention) => mention.acct)).toEqual(['alice']);
  expect(posted?.visibility).toBe('public');
});

test('replies: the reply button fills the composer with the mentions, and the post is a reply', async () => {
  const target = homeStatuses().filter({ hasNot: page.locator('.t-status__prepend') }).filter({ hasNotText: 'e2e composer' }).first();
  await target.getByRole('button', { name: /^Reply/ }).click();
  await drawer().locator('.t-reply-indicator').waitFor();
  expect(await textarea().inputValue()).toMatch(/^@\w+ /);
  await textarea().press('End');
  await textarea().pressSequentially('a reply from the composer');
  await screenshot(page, 'compose-reply-1440-dark');
  await page.keyboard.press('Control+Enter');
  await eventually(async () => expect(await drawer().locator('.t-reply-indicator').count()).toBe(0));
  const [posted] = await demoStatuses();
  expect(posted?.content).toContain('a reply from the composer');
  expect(posted?.in_reply_to_id).not.toBeNull();
});

test('uploads an image with a description and posts it', async () => {
  await drawer().locator('input[type="file"]').setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  const description = drawer().getByPlaceholder(/Describe this/);
  await description.waitFor();
  await description.fill('A single blue pixel');
  await textarea().click();
  await textarea().fill('A picture');
  await eventually(async () => expect(await toot().isEnabled()).toBe(true));
  await toot().click();
  await eventually(async () => expect(await textarea().inputValue()).toBe(''));
  const [posted] = await demoStatuses();
  expect(posted?.media_attachments).toHaveLength(1);
  expect(posted?.media_attachments[0]?.description).toBe('A single blue pixel');
});

test('adds a poll and posts it', async () => {
  await textarea().fill('Tea or coffee?');
  await drawer().getByRole('button', { name: 'Add a poll' }).click();
  await drawer().getByPlaceholder('Choice 1').fill('Tea');
  await drawer().getByPlaceholder('Choice 2').fill('Coffee');
  await toot().click();
  await eventually(async () => expect(await textarea().inputValue()).toBe(''));
  const [posted] = await demoStatuses();
  expect(posted?.poll?.options.map((option) => option.title)).toEqual(['Tea', 'Coffee']);
  expect(posted?.poll?.multiple).toBe(false);
});

test('the emoji picker searches and inserts at the caret', async () => {
  await textarea().fill('Party ');
  await drawer().getByRole('button', { name: 'Insert emoji' }).click();
  const search = page.getByPlaceholder('Search…');
  await search.fill('tada');
  await page.keyboard.press('Enter');
  await eventually(async () => expect(await textarea().inputValue()).toBe('Party 🎉 '));
  await textarea().fill('');
});

test('delete & re-draft puts the post back in the composer', async () => {
  const own = homeStatuses().filter({ hasText: 'Tea or coffee?' }).first();
  await own.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Delete & re-draft' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete & redraft' }).click();
  await eventually(async () => expect(await textarea().inputValue()).toBe('Tea or coffee?'));
  expect(await drawer().getByPlaceholder('Choice 1').inputValue()).toBe('Tea');
  const statuses = await demoStatuses();
  expect(statuses.some((status) => status.content.includes('Tea or coffee?'))).toBe(false);
  await drawer().getByRole('button', { name: 'Add a poll' }).click();
  await textarea().fill('');
});

test('reports a post with a comment from the status menu', async () => {
  const reports = () => world.instance.db.prepare('SELECT comment, status_ids FROM reports ORDER BY id').all() as { comment: string; status_ids: string }[];
  // The seed has reports of its own (for the moderation pages): this one is added to them.
  const before = reports().length;
  const other = homeStatuses().filter({ hasText: 'Hard agree' }).first();
  await other.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: /^Report @/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('Additional comments').fill('Spam, e2e');
  await screenshot(page, 'report-1440-dark');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await eventually(async () => expect(await page.getByRole('dialog').count()).toBe(0));
  const rows = reports();
  expect(rows).toHaveLength(before + 1);
  expect(rows.at(-1)?.comment).toBe('Spam, e2e');
  expect(JSON.parse(rows.at(-1)?.status_ids ?? '[]')).toHaveLength(1);
});

test('adds a followed account to a list from the profile menu', async () => {
  const api = await world.apiAs('demo');
  const list = await api.lists.create({ title: 'Brass section' });
  const alice = await api.accounts.lookup('alice');
  await page.goto(`/accounts/${alice.id}`);
  await page.locator('.t-account-header').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'Add or Remove from lists' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Brass section').waitFor();
  await dialog.getByRole('button', { name: /Add to list/ }).click();
  await eventually(async () => expect((await api.lists.accounts(list.id)).items.map((account) => account.acct)).toContain('alice'));
  await page.keyboard.press('Escape');
});

test('on a phone, the compose button opens /statuses/new and a post goes back', async () => {
  const phone = await signedInPage(world, 'bob', { width: 400, height: 860, colorScheme: 'light' });
  await phone.getByRole('link', { name: 'New post' }).click();
  await phone.waitForURL(/\/statuses\/new$/);
  const box = phone.getByPlaceholder('What is on your mind?');
  await box.fill('Posted from a phone');
  await screenshot(phone, 'compose-400-light');
  await phone.getByRole('button', { name: /^Toot/ }).click();
  await phone.waitForURL(`${world.url}/`);
  const bob = await world.apiAs('bob');
  const me = await bob.accounts.verifyCredentials();
  const [posted] = (await bob.accounts.statuses(me.id, { limit: 1 })).items;
  expect(posted?.content).toContain('Posted from a phone');
});

test('text typed just before a reload is in the composer after it (the draft is stored as the page goes)', async () => {
  await textarea().click();
  // fill() is one input event: the reload follows at once, well inside the draft's one-second pause.
  await textarea().fill('written a moment before reloading');
  await page.reload();
  await eventually(async () => expect(await textarea().inputValue()).toBe('written a moment before reloading'));
});
