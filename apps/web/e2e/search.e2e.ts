import type { Page } from 'playwright-core';
import { describeViolations, seriousViolations } from './support/axe';
import { eventually, screenshot, signedInPage, startWorld, type E2eWorld } from './support/harness';

// Search (issue #12) on the seeded instance: the field beside the columns (the sidebar at 1280 px),
// the search screen of the tab bar on phones (400 px); what it finds is checked on the server.
let world: E2eWorld;

beforeAll(async () => {
  world = await startWorld();
});

afterAll(async () => {
  await world?.close();
});

const field = (page: Page) => page.getByRole('combobox', { name: 'Search' });

async function accountId(username: string): Promise<string> {
  const demo = await world.apiAs('demo');
  return (await demo.accounts.lookup(username)).id;
}

/** Where a phone searches: the Search tab; beside the columns the field is already there. */
async function openSearch(page: Page, phone: boolean): Promise<void> {
  if (phone) {
    await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'Search' }).click();
    await page.waitForURL(/\/search$/);
  }
  await field(page).click();
}

/** The results of the submitted query: in the sidebar, or on the phone's search screen. */
const results = (page: Page, q: string) => page.getByRole('region', { name: `Search results for “${q}”` });

describe.each([
  ['at 1280 px', 1280, false],
  ['on a phone at 400 px', 400, true],
])('search %s', (_name, width, phone) => {
  const options = { width, height: phone ? 860 : 900 };

  it('finds a handle as you type, and follows from the results', async () => {
    const lain = await accountId('lain@pleroma.example');
    const demo = await world.apiAs('demo');
    await demo.accounts.unfollow(lain);
    const page = await signedInPage(world, 'demo', options);
    await openSearch(page, phone);
    await field(page).pressSequentially('lain');
    // The instant menu: the account found as it is typed, then the posts with the text.
    const menu = page.getByRole('listbox', { name: 'Search suggestions' });
    await menu.getByRole('option', { name: /@lain@pleroma\.example/ }).waitFor();
    await menu.getByRole('option', { name: 'Posts with “lain”' }).waitFor();
    await field(page).press('Enter');
    if (phone) await page.waitForURL(/\/search\?q=lain$/);
    const found = results(page, 'lain');
    const row = found.locator('.t-account-item', { hasText: '@lain@pleroma.example' });
    await row.getByRole('button', { name: 'Follow' }).click();
    await row.getByRole('button', { name: 'Unfollow' }).waitFor();
    await eventually(async () => {
      const [relationship] = await demo.accounts.relationships([lain]);
      expect(relationship?.following).toBe(true);
    });
    if (phone) return;
    // Beside the columns the results took the navigation's place; composing hides them (SPEC §4), the field shows them again.
    const navigation = page.getByRole('navigation', { name: 'Navigation' });
    expect(await navigation.count()).toBe(0);
    await page.getByRole('region', { name: 'New post' }).getByRole('textbox').fill('Hello');
    await navigation.waitFor();
    expect(await found.count()).toBe(0);
    await field(page).click();
    await found.waitFor();
  });

  it('searches a hashtag and opens its timeline from the results and from the menu', async () => {
    const page = await signedInPage(world, 'demo', options);
    await openSearch(page, phone);
    await field(page).fill('Photography');
    await field(page).press('Enter');
    const tag = results(page, 'Photography').locator('a.t-hashtag-row', { hasText: '#photography' });
    await tag.waitFor();
    expect(await tag.textContent()).toMatch(/in the past 2 days/);
    await tag.click();
    await page.waitForURL(/\/timelines\/tag\/photography$/);
    await page.getByRole('heading', { name: /photography/i }).first().waitFor();

    await openSearch(page, phone);
    await field(page).fill('#Jazz');
    await page.getByRole('option', { name: 'Go to hashtag #Jazz' }).waitFor();
    await field(page).press('ArrowDown');
    expect(await field(page).getAttribute('aria-activedescendant')).toBe(await page.getByRole('option', { name: 'Go to hashtag #Jazz' }).getAttribute('id'));
    await field(page).press('Enter');
    await page.waitForURL(/\/timelines\/tag\/jazz$/);
  });

  it('opens a pasted status URL in the app', async () => {
    const alice = await world.apiAs('alice');
    const status = await alice.statuses.create({ status: `Found by its link ${width}`, visibility: 'public' });
    expect(status.url).toBeTruthy();
    const page = await signedInPage(world, 'demo', options);
    await openSearch(page, phone);
    await field(page).fill(status.url ?? '');
    await page.getByRole('option', { name: /Open this link in the app/ }).waitFor();
    await field(page).press('Enter');
    await page.waitForURL(new RegExp(`/statuses/${status.id}$`));
    await page.getByText(`Found by its link ${width}`).first().waitFor();
  });

  it('does nothing on an empty query', async () => {
    const page = await signedInPage(world, 'demo', options);
    await openSearch(page, phone);
    const before = page.url();
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v2/search')) searches.push(request.url());
    });
    await field(page).fill('   ');
    await field(page).press('Enter');
    // The field stays, with no menu and no results; nothing is asked of the server.
    expect(await field(page).getAttribute('aria-expanded')).toBe('false');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(page.url()).toBe(before);
    expect(searches).toEqual([]);
    expect(await page.getByRole('region', { name: /^Search results for/ }).count()).toBe(0);
  });

  it('focuses the field with / and s', async () => {
    const page = await signedInPage(world, 'demo', options);
    const searchFocused = () => page.evaluate(() => document.activeElement?.hasAttribute('data-search-field') ?? false);
    await page.keyboard.press('/');
    if (phone) await page.waitForURL(/\/search$/);
    await eventually(async () => expect(await searchFocused()).toBe(true));
    // Typing '/' into the field stays typing.
    await page.keyboard.type('a/b');
    expect(await field(page).inputValue()).toBe('a/b');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await eventually(async () => expect(await searchFocused()).toBe(false));
    await page.keyboard.press('s');
    await eventually(async () => expect(await searchFocused()).toBe(true));
    expect(await field(page).inputValue()).toBe('a/b');
  });
});

describe('search results, looked at and checked with axe', () => {
  it.each([400, 631, 1280, 1440])('at %i px, light and dark', async (width) => {
    const failures: string[] = [];
    const shot = async (page: Page, name: string) => {
      await screenshot(page, name);
      const violations = await seriousViolations(page);
      if (violations.length > 0) failures.push(describeViolations(name, violations));
    };
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await signedInPage(world, 'demo', { width, height: 900, colorScheme });
      if (width > 630) {
        await field(page).fill('photo');
        await page.getByRole('listbox', { name: 'Search suggestions' }).waitFor();
        await shot(page, `search-menu-${width}-${colorScheme}`);
        await field(page).press('Enter');
        await results(page, 'photo').locator('.t-status').first().waitFor();
        // Beside the columns (1280 px and wider) the results take the navigation's place; a single column opens the results screen.
        if (width < 1280) await page.waitForURL(/\/search\?q=photo$/);
        await shot(page, `search-sidebar-${width}-${colorScheme}`);
      }
      await page.goto('/search?q=photo');
      await results(page, 'photo').locator('.t-status').first().waitFor();
      await shot(page, `search-screen-${width}-${colorScheme}`);
      await page.goto('/search?q=photo&type=hashtags');
      await page.getByRole('region', { name: 'Hashtags' }).getByRole('link').first().waitFor();
      await shot(page, `search-hashtags-${width}-${colorScheme}`);
      await page.close();
    }
    expect(failures).toEqual([]);
  });
});
