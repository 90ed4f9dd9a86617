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

const firstStatus = (page: Page) => page.getByRole('region', { name: 'Home' }).locator('article.t-status').first();

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
  await expect(actions.getByRole('button', { name: /^Réplý~~|^Réplý tö thréàd~+$/ }).count()).resolves.toBe(1);
  await expect(actions.getByRole('button', { name: 'Fàvöûrîté~~~~' }).count()).resolves.toBe(1);
  expect(await overflowingInFirstStatus(page)).toEqual([]);
  await screenshot(page, `home-${width}-dark-pseudo`);
});

test('in English, the same labels read as the spec writes them', async () => {
  const page = await signedInPage(world, 'demo', { width: 1280, height: 900, locale: 'en-US' });
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  await expect(firstStatus(page).getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Favourite' }).count()).resolves.toBe(1);
});
