import type { Locator, Page } from 'playwright-core';
import { eventually, screenshot, signedInPage, startWorld, type E2eWorld } from './support/harness';

// Scheduled posts, the missing-description reminder and the post language (issue #14).
let world: E2eWorld;

beforeAll(async () => {
  world = await startWorld();
});

afterAll(async () => {
  await world?.close();
});

const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const composer = (page: Page): Locator => page.locator('form.t-compose').first();
const textarea = (page: Page): Locator => composer(page).getByPlaceholder('What is on your mind?');
const pad = (value: number): string => String(value).padStart(2, '0');
/** A time as the browser's datetime-local input takes it (both run in the machine's zone). */
const localInput = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
const minutesAhead = (minutes: number): Date => {
  const date = new Date(Date.now() + minutes * 60_000);
  date.setSeconds(0, 0);
  return date;
};

/** The demo user's post with `text`, if any (the published scheduled post has a later id than posts made after it: the clock moved). */
async function demoStatusWith(text: string) {
  const api = await world.apiAs('demo');
  const me = await api.accounts.verifyCredentials();
  return (await api.accounts.statuses(me.id, { limit: 10 })).items.find((status) => status.content.includes(text)) ?? null;
}

test('schedules a post, lists it, moves it, and sees it published in home when due', async () => {
  const api = await world.apiAs('demo');
  const page = await signedInPage(world);
  await textarea(page).fill('Choir practice moves to Thursday');
  await composer(page).getByRole('button', { name: 'Schedule post' }).click();
  const picker = page.getByRole('dialog', { name: 'Post on' });
  const first = minutesAhead(40);
  await picker.getByLabel('Post on').fill(localInput(first));
  await picker.getByRole('button', { name: 'Schedule' }).click();
  await composer(page).getByRole('status').filter({ hasText: 'Will be posted on' }).waitFor();
  await composer(page).locator('.t-compose__publish').filter({ hasText: 'Schedule' }).click();

  // A ScheduledStatus: the confirmation, nothing in home, the draft cleared.
  const notice = composer(page).getByRole('status').filter({ hasText: 'Post scheduled for' });
  await notice.waitFor();
  expect(await textarea(page).inputValue()).toBe('');
  const [scheduled] = (await api.scheduledStatuses.list()).items.filter((item) => item.params.text === 'Choir practice moves to Thursday');
  expect(Date.parse(scheduled?.scheduled_at ?? '')).toBe(first.getTime());
  expect(await page.locator('article.t-status').filter({ hasText: 'Choir practice moves to Thursday' }).count()).toBe(0);

  // The list, from the confirmation's link.
  await notice.getByRole('link', { name: 'Scheduled posts' }).click();
  await page.waitForURL(/\/scheduled_statuses$/);
  const entry = page.getByRole('listitem').filter({ hasText: 'Choir practice moves to Thursday' });
  await entry.waitFor();
  await screenshot(page, 'scheduled-list');

  // Moved an hour later, on the server too.
  const later = minutesAhead(100);
  await entry.getByRole('button', { name: 'Reschedule' }).click();
  await entry.getByLabel('New time').fill(localInput(later));
  await entry.getByRole('button', { name: 'Save time' }).click();
  await eventually(async () => expect(Date.parse((await api.scheduledStatuses.fetch(scheduled?.id ?? '')).scheduled_at)).toBe(later.getTime()));
  await eventually(async () => expect(await entry.locator('time').getAttribute('datetime')).toBe(later.toISOString()));

  // The instance's clock past the new time: its publisher posts it (within its 10 s round).
  const realNow = world.instance.now;
  world.instance.now = () => new Date(Date.now() + 2 * 60 * 60_000);
  try {
    await eventually(async () => expect((await api.scheduledStatuses.list()).items.map((item) => item.id)).not.toContain(scheduled?.id), 25_000);
  } finally {
    world.instance.now = realNow;
  }
  expect(await demoStatusWith('Choir practice moves to Thursday')).not.toBeNull();
  await page.goto('/');
  await page.locator('article.t-status').filter({ hasText: 'Choir practice moves to Thursday' }).first().waitFor();
  await page.goto('/scheduled_statuses');
  await page.getByText(/You have no scheduled posts/).waitFor();
});

test('reminds of media without a description before posting, and respects the answer and the setting', async () => {
  const page = await signedInPage(world);
  await composer(page).locator('input[type="file"]').setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  const description = composer(page).getByPlaceholder(/Describe this/);
  await description.waitFor();
  await textarea(page).fill('A pixel, undescribed');
  const publish = composer(page).locator('.t-compose__publish');
  await eventually(async () => expect(await publish.isEnabled()).toBe(true));

  // "Add description": nothing is posted, the draft stays and the empty description has the caret.
  await publish.click();
  const reminder = page.getByRole('dialog', { name: 'Post anyway' });
  await reminder.getByText('Some media has no description').waitFor();
  await screenshot(page, 'scheduled-missing-description');
  await reminder.getByRole('button', { name: 'Add description' }).click();
  await eventually(async () => expect(await description.evaluate((element) => element === document.activeElement)).toBe(true));
  expect(await textarea(page).inputValue()).toBe('A pixel, undescribed');
  expect(await demoStatusWith('A pixel, undescribed')).toBeNull();

  // "Post anyway" posts it as it is.
  await publish.click();
  await page.getByRole('dialog', { name: 'Post anyway' }).getByRole('button', { name: 'Post anyway' }).click();
  await eventually(async () => expect(await textarea(page).inputValue()).toBe(''));
  const posted = await demoStatusWith('A pixel, undescribed');
  expect(posted?.media_attachments).toHaveLength(1);
  expect(posted?.media_attachments[0]?.description ?? null).toBeNull();

  // With the setting off, no reminder.
  const setting = page.getByRole('switch', { name: 'Remind me of media without a description' });
  await page.getByText('Remind me of media without a description').click();
  await eventually(async () => expect(await setting.isChecked()).toBe(false));
  await composer(page).locator('input[type="file"]').setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await description.waitFor();
  await textarea(page).fill('Another pixel, no reminder');
  await eventually(async () => expect(await publish.isEnabled()).toBe(true));
  await publish.click();
  await eventually(async () => expect(await textarea(page).inputValue()).toBe(''));
  expect(await page.getByRole('dialog').count()).toBe(0);
  expect((await demoStatusWith('Another pixel, no reminder'))?.media_attachments).toHaveLength(1);
});

test('posts in the language picked, defaulting to the preference', async () => {
  const api = await world.apiAs('demo');
  await api.accounts.updateCredentials({ source: { language: 'fr' } });
  const page = await signedInPage(world);
  const language = composer(page).getByRole('button', { name: /, post language: / });
  await eventually(async () => expect(await language.textContent()).toBe('fr'));
  await language.click();
  const search = page.getByRole('combobox', { name: 'Search languages' });
  await search.fill('deut');
  const list = page.getByRole('listbox', { name: 'Post language' });
  await eventually(async () => expect(await list.getByRole('option').allTextContents()).toEqual(['DeutschGerman']));
  await screenshot(page, 'scheduled-language-picker');
  await page.keyboard.press('Enter');
  await eventually(async () => expect(await language.textContent()).toBe('de'));
  await textarea(page).fill('Guten Morgen aus dem Chor');
  await composer(page).locator('.t-compose__publish').click();
  await eventually(async () => expect(await textarea(page).inputValue()).toBe(''));
  expect((await demoStatusWith('Guten Morgen aus dem Chor'))?.language).toBe('de');
  await api.accounts.updateCredentials({ source: { language: '' } });
});
