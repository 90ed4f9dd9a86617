import type { Locator, Page } from 'playwright-core';
import { eventually, screenshot, signedInPage, startWorld, type E2eWorld } from './support/harness';

// Editing a post (issue #14): from the status menu into the composer, saved with PUT; the edited
// marker, the edit history with its differences, and status.update through streaming.
let world: E2eWorld;

beforeAll(async () => {
  world = await startWorld();
});

afterAll(async () => {
  await world?.close();
});

const statusWith = (page: Page, text: string): Locator => page.locator('article.t-status').filter({ hasText: text }).first();
const composer = (page: Page): Locator => page.locator('form.t-compose').first();
const textarea = (page: Page): Locator => composer(page).getByPlaceholder('What is on your mind?');

async function startEditing(page: Page, text: string): Promise<void> {
  await statusWith(page, text).getByRole('button', { name: 'More', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await composer(page).getByRole('group', { name: 'Editing a post' }).waitFor();
}

test('edits a post from its menu: the new text and the marker here, on the server and, through streaming, on another page', async () => {
  const api = await world.apiAs('demo');
  const original = await api.statuses.create({ status: 'Rehearsal is at noon in the small hall', visibility: 'unlisted' });
  const page = await signedInPage(world);
  // Another signed-in browser, with a context of its own, watching the same home timeline.
  const other = await signedInPage(world, 'demo', { colorScheme: 'light' });
  await statusWith(other, 'Rehearsal is at noon').waitFor();
  await other.evaluate(() => Object.assign(window, { notReloaded: true }));

  await textarea(page).fill('half a thought');
  await startEditing(page, 'Rehearsal is at noon');
  expect(await textarea(page).inputValue()).toBe('Rehearsal is at noon in the small hall');
  // Visibility stays as posted.
  expect(await composer(page).getByRole('button', { name: /^Privacy: / }).isDisabled()).toBe(true);
  await textarea(page).fill('Rehearsal is at one in the big hall');
  await composer(page).getByRole('button', { name: 'Save changes' }).click();
  // The composer is back to what it held.
  await eventually(async () => expect(await textarea(page).inputValue()).toBe('half a thought'));
  expect(await composer(page).getByRole('group', { name: 'Editing a post' }).count()).toBe(0);

  const edited = statusWith(page, 'Rehearsal is at one in the big hall');
  await edited.getByRole('img', { name: /^Edited / }).waitFor();
  expect(await statusWith(page, 'Rehearsal is at noon').count()).toBe(0);

  const onServer = await api.statuses.fetch(original.id);
  expect(onServer.content).toContain('Rehearsal is at one in the big hall');
  expect(onServer.visibility).toBe('unlisted');
  expect(onServer.edited_at).not.toBeNull();
  const history = await api.statuses.history(original.id);
  expect(history.map((version) => version.content)).toEqual([expect.stringContaining('at noon in the small hall'), expect.stringContaining('at one in the big hall')]);

  // status.update from streaming, in place and without a reload.
  await statusWith(other, 'Rehearsal is at one in the big hall').getByRole('img', { name: /^Edited / }).waitFor();
  expect(await statusWith(other, 'Rehearsal is at noon').count()).toBe(0);
  expect(await other.evaluate(() => 'notReloaded' in window)).toBe(true);

  // The history lists both versions, newest first, with what changed.
  await page.goto(`/statuses/${original.id}`);
  await page.getByRole('button', { name: /^Edited / }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit history' });
  const versions = dialog.locator('.t-history__version');
  await eventually(async () => expect(await versions.count()).toBe(2));
  expect(await versions.nth(0).locator('h3').textContent()).toMatch(/^Edited /);
  expect(await versions.nth(1).locator('h3').textContent()).toMatch(/^Posted /);
  expect(await versions.nth(0).locator('ins').allTextContents()).toEqual(['Added: one', 'Added: big']);
  expect(await versions.nth(0).locator('del').allTextContents()).toEqual(['Removed: noon', 'Removed: small']);
  expect(await versions.nth(1).locator('ins, del').count()).toBe(0);
  await page.keyboard.press('Escape');
  await eventually(async () => expect(await dialog.count()).toBe(0));
});

test('a failed save keeps the draft in edit mode; cancelling restores the composer', async () => {
  const api = await world.apiAs('demo');
  const gone = await api.statuses.create({ status: 'A post about to vanish' });
  const page = await signedInPage(world);
  await startEditing(page, 'A post about to vanish');
  await api.statuses.remove(gone.id);
  await textarea(page).fill('This edit cannot be saved');
  const answer = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith(`/api/v1/statuses/${gone.id}`));
  await composer(page).getByRole('button', { name: 'Save changes' }).click();
  expect((await answer).status()).toBe(404);
  // Still editing, with the draft as it was, to save again or cancel.
  await eventually(async () => expect(await composer(page).getByRole('button', { name: 'Save changes' }).isEnabled()).toBe(true));
  expect(await textarea(page).inputValue()).toBe('This edit cannot be saved');
  expect(await composer(page).getByRole('group', { name: 'Editing a post' }).count()).toBe(1);
  await composer(page).getByRole('button', { name: 'Cancel editing' }).click();
  await eventually(async () => expect(await textarea(page).inputValue()).toBe(''));
  expect(await composer(page).getByRole('button', { name: /^Toot/ }).count()).toBe(1);
});

test('screenshots of the editing composer, the marker and the history at each width, light and dark', async () => {
  const api = await world.apiAs('demo');
  const status = await api.statuses.create({ status: 'The brass band plays at noon in the park', spoiler_text: 'Music' });
  await api.statuses.edit(status.id, { status: 'The brass band plays at one in the old park, bring a chair', spoiler_text: 'Music' });
  for (const colorScheme of ['light', 'dark'] as const) {
    const page = await signedInPage(world, 'demo', { colorScheme });
    for (const width of [400, 631, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const shown = page.locator('article.t-status').filter({ hasText: 'Music' }).first();
      await shown.getByRole('img', { name: /^Edited / }).waitFor();
      await screenshot(page, `edit-marker-${width}-${colorScheme}`);

      await startEditing(page, 'Music');
      await eventually(async () => expect(await textarea(page).inputValue()).toContain('bring a chair'));
      await screenshot(page, `edit-composer-${width}-${colorScheme}`);
      await composer(page).getByRole('button', { name: 'Cancel editing' }).click();

      await page.goto(`/statuses/${status.id}`);
      await page.getByRole('button', { name: /^Edited / }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit history' });
      await eventually(async () => expect(await dialog.locator('.t-history__version').count()).toBe(2));
      // The dialog has faded in.
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
      await screenshot(page, `edit-history-${width}-${colorScheme}`);
      await page.keyboard.press('Escape');
    }
  }
});
