import type { Page } from 'playwright-core';
import { expectNoSeriousViolations } from './support/axe';
import { eventually, screenshot, signedInPage, startWorld, type E2eWorld } from './support/harness';

// The composer's language guess (issue #14): a French text written with an English interface brings
// the hint "Change this post’s language to French?"; this Chromium has no LanguageDetector, so lande
// guesses. Each test signs in on a page of its own.
let world: E2eWorld;

const FRENCH = 'Bonjour à tous, je suis très heureux de partager ce message avec vous aujourd’hui.';

const drawer = (page: Page) => page.getByRole('region', { name: 'New post' });
const textarea = (page: Page) => drawer(page).getByPlaceholder('What is on your mind?');
const hint = (page: Page) => drawer(page).locator('.t-language-hint');
const languageButton = (page: Page) => drawer(page).getByRole('button', { name: /post language/ });

async function demoStatuses() {
  const api = await world.apiAs('demo');
  const me = await api.accounts.verifyCredentials();
  return (await api.accounts.statuses(me.id, { limit: 5 })).items;
}

/** The app's scripts requested so far whose names match. */
function scriptRequests(page: Page, pattern: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && pattern.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
}

beforeAll(async () => {
  world = await startWorld();
});

afterAll(async () => {
  await world?.close();
});

test('a French text brings the hint; Change makes the post French, on the server too', async () => {
  const page = await signedInPage(world);
  const detector = scriptRequests(page, /detect-language|t50/);
  await textarea(page).click();
  await textarea(page).pressSequentially('Bonjour', { delay: 10 });
  // Too short to guess: the detector is not even loaded.
  expect(detector).toEqual([]);
  expect(await languageButton(page).textContent()).toBe('en');

  await textarea(page).fill(FRENCH);
  await hint(page).waitFor();
  expect(detector.length).toBeGreaterThan(0);
  expect(await hint(page).textContent()).toContain('Change this post’s language to French?');
  // The guess leads the picker, above the post's language; the post's language is unchanged.
  expect(await languageButton(page).textContent()).toBe('en');
  await languageButton(page).click();
  const list = page.getByRole('listbox', { name: 'Post language' });
  await list.waitFor();
  expect(await list.getByRole('option').evaluateAll((options) => options.slice(0, 2).map((option) => option.getAttribute('lang')))).toEqual(['fr', 'en']);
  await page.keyboard.press('Escape');
  await list.waitFor({ state: 'detached' });

  await hint(page).getByRole('button', { name: 'Change' }).click();
  await hint(page).waitFor({ state: 'detached' });
  expect(await languageButton(page).textContent()).toBe('fr');

  await drawer(page).getByRole('button', { name: /^Toot/ }).click();
  await eventually(async () => expect(await textarea(page).inputValue()).toBe(''));
  const [posted] = await demoStatuses();
  expect(posted?.content).toContain('Bonjour à tous');
  expect(posted?.language).toBe('fr');
});

test('text back under 20 characters takes the hint away; Dismiss hides it for good, across a reload', async () => {
  const page = await signedInPage(world);
  await textarea(page).click();
  await textarea(page).fill(FRENCH);
  await hint(page).waitFor();
  await textarea(page).fill('Bonjour à tous');
  await hint(page).waitFor({ state: 'detached' });
  await textarea(page).fill(FRENCH);
  await hint(page).waitFor();

  const saved = page.waitForResponse((response) => response.url().endsWith('/api/web/settings') && response.request().method() === 'PUT');
  await hint(page).getByRole('button', { name: 'Dismiss' }).click();
  await hint(page).waitFor({ state: 'detached' });
  // The post's language stays as it was.
  expect(await languageButton(page).textContent()).toBe('en');
  expect((await saved).ok()).toBe(true);
  const stored = world.instance.db.prepare("SELECT web_settings FROM accounts WHERE username = 'demo' AND domain IS NULL").get() as { web_settings: string };
  expect(JSON.parse(stored.web_settings)).toMatchObject({ languageHint: false });

  await page.reload();
  await textarea(page).click();
  await textarea(page).fill(`${FRENCH} Encore une fois.`);
  // The guess is still made (the picker lists it first), but no hint comes back.
  await languageButton(page).click();
  const list = page.getByRole('listbox', { name: 'Post language' });
  await eventually(async () => expect(await list.getByRole('option').first().getAttribute('lang')).toBe('fr'));
  await page.keyboard.press('Escape');
  expect(await hint(page).count()).toBe(0);

  // The setting beside the other compose hint shows it off; turned on again, the hint is back.
  const setting = page.getByRole('switch', { name: 'Suggest a post’s language from its text' });
  expect(await setting.isChecked()).toBe(false);
  await page.getByText('Suggest a post’s language from its text').click();
  await eventually(async () => expect(await setting.isChecked()).toBe(true));
  await hint(page).waitFor();
  await eventually(() => {
    const row = world.instance.db.prepare("SELECT web_settings FROM accounts WHERE username = 'demo' AND domain IS NULL").get() as { web_settings: string };
    expect(JSON.parse(row.web_settings)).toMatchObject({ languageHint: true });
  });
});

test('the hint and the picker, at each width, light and dark (and the hint passes axe)', async () => {
  const page = await signedInPage(world, 'alice', { width: 1440, height: 900 });
  for (const width of [400, 631, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto('/statuses/new');
      const box = page.getByPlaceholder('What is on your mind?').last();
      await box.fill(FRENCH);
      const shown = page.locator('.t-language-hint').last();
      await shown.waitFor();
      await screenshot(page, `compose-language-hint-${width}-${colorScheme}`);
      await expectNoSeriousViolations(page, `the language hint at ${width} px, ${colorScheme}`);
      await page.getByRole('button', { name: /post language/ }).last().click();
      await page.getByRole('listbox', { name: 'Post language' }).waitFor();
      // The popover fades in: shot once it has.
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
      await screenshot(page, `compose-language-picker-${width}-${colorScheme}`);
      await page.keyboard.press('Escape');
      await box.fill('');
      await shown.waitFor({ state: 'detached' });
    }
  }
});
