import { relativeAge, relativeTime } from '@trumpet/core/text';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { screenshot, signedInPage, startWorld, type E2eWorld } from './support/harness';

// Issue #16: the app speaks the browser's language among those it has. The pseudo-locale (en-XA)
// accents and stretches every catalogued text by 40 %, to find layouts that break in longer languages.
let world: E2eWorld;

beforeAll(async () => {
  world = await startWorld();
});

afterAll(async () => {
  await world?.close();
});

// The home column by its label: 'Home', or 'Hömé~~' in the pseudo-locale.
const firstStatus = (page: Page) => page.getByRole('region', { name: /^H[oö]m[eé]~*$/ }).locator('article.t-status').first();

/** Elements of the first status whose content is cut or spills out of them. */
async function overflowingInFirstStatus(page: Page): Promise<string[]> {
  return firstStatus(page).evaluate((article) =>
    [article, ...article.querySelectorAll('*')]
      .filter((element) => element instanceof HTMLElement && element.offsetParent !== null && element.scrollWidth > element.clientWidth + 1)
      .filter((element) => getComputedStyle(element).overflowX !== 'visible' || element === article)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  );
}

test.each([400, 1440])('in the pseudo-locale at %d px, the status actions are translated and nothing in a status overflows', async (width) => {
  const page = await signedInPage(world, 'demo', { width, height: 900, locale: 'en-XA' });
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['en-XA', 'ltr']);
  const actions = firstStatus(page).getByRole('group', { name: 'Àçtîöñš~~~' });
  await expect(actions.getByRole('button', { name: /^Réplý(?: tö thréàd)?~+(?:,|$)/ }).count()).resolves.toBe(1);
  await expect(actions.getByRole('button', { name: 'Fàvöûrîté~~~~' }).count()).resolves.toBe(1);
  expect(await overflowingInFirstStatus(page)).toEqual([]);
  await screenshot(page, `home-${width}-dark-pseudo`);
});

test('in English, the same labels read as the spec writes them', async () => {
  const page = await signedInPage(world, 'demo', { width: 1280, height: 900, locale: 'en-US' });
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  await expect(firstStatus(page).getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Favourite' }).count()).resolves.toBe(1);
});

type Catalogue = Record<string, string>;

/**
 * Opens another page once this one has stopped loading: a chunk import cut off by the navigation
 * would otherwise surface as the old page's error (the harness fails a test on any page error).
 */
async function leaveWhenSettled(page: Page, path: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.goto(path);
}

/** An age's text as the catalogue words it ('# Std.' in German): its `other` form, any digits for '#'. */
function ageWords(messages: Catalogue, unit: string): RegExp {
  const message = messages[`time.${unit}s`] ?? '';
  const other = /other \{([^}]*)\}/.exec(message)?.[1] ?? message;
  const escaped = other.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace('#', '[\\d\u0660-\u0669.,\\s]+')}$`);
}
const catalogue = (locale: string): Catalogue => JSON.parse(readFileSync(path.join(__dirname, `../../../packages/ui/src/i18n/messages/${locale}.json`), 'utf8'));

describe.each([
  { browser: 'de-DE', lang: 'de', dir: 'ltr' },
  { browser: 'ja-JP', lang: 'ja', dir: 'ltr' },
  { browser: 'ar', lang: 'ar', dir: 'rtl' },
])('with the browser in $browser', ({ browser, lang, dir }) => {
  const messages = catalogue(lang);

  test(`the app speaks ${lang}, writes ${dir}, and dates and counts follow`, async () => {
    const page = await signedInPage(world, 'demo', { width: 1280, height: 900, locale: browser });
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([lang, dir]);
    const status = page.getByRole('region', { name: messages['nav.home'] }).locator('article.t-status').first();
    const actions = status.getByRole('group', { name: messages['status.actions'] });
    await expect(actions.getByRole('button', { name: messages['status.favourite'] }).count()).resolves.toBe(1);
    // The post's age in the locale's own short words (SPEC §9's steps), or its date as Intl writes it there.
    const time = status.locator('time').first();
    const [shown, iso] = await Promise.all([time.textContent(), time.getAttribute('datetime')]);
    const age = relativeAge(iso ?? '', new Date());
    if (age) expect(shown).toMatch(ageWords(messages, age.unit));
    else expect(shown).toBe(relativeTime(iso ?? '', new Date(), { locale: lang, timeZone: await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone) }).text);
    expect(shown).not.toBe(relativeTime(iso ?? '', new Date()).text);
    await screenshot(page, `${lang}-home-1280-dark`);
  });

  test(`a profile's counts are in ${lang}'s digits and words`, async () => {
    const page = await signedInPage(world, 'demo', { width: 1280, height: 900, locale: browser, colorScheme: 'light' });
    const demo = await page.evaluate(async () => (await (await fetch('/api/v1/accounts/lookup?acct=demo')).json()) as { id: string; statuses_count: number });
    await leaveWhenSettled(page, '/@demo');
    const counts = page.locator('.t-account-header__counts strong');
    await counts.first().waitFor();
    const expected = await page.evaluate(
      ({ n, locale }) => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(n),
      { n: demo.statuses_count, locale: lang },
    );
    expect(await counts.first().textContent()).toBe(expected);
    await screenshot(page, `${lang}-profile-1280-light`);
  });

  test(`the composer speaks ${lang} on a phone`, async () => {
    const page = await signedInPage(world, 'demo', { width: 400, height: 860, locale: browser });
    await leaveWhenSettled(page, '/statuses/new');
    const text = page.getByRole('textbox', { name: messages['compose.placeholder'] });
    await text.fill('Trumpet');
    await expect(text.inputValue()).resolves.toBe('Trumpet');
    await screenshot(page, `${lang}-compose-400-dark`);
  });
});
