import type { Page } from 'playwright-core';
import { describeViolations, seriousViolations } from './support/axe';
import { eventually, signedInPage, startWorld, type E2eWorld } from './support/harness';

// axe-core over every screen and modal, in both themes: no critical and no serious violation (WCAG 2.x AA
// and axe's best practices). A failure lists each violation with the selectors of the nodes it found.
let world: E2eWorld;

beforeAll(async () => {
  world = await startWorld();
});

afterAll(async () => {
  await world?.close();
});

const home = (page: Page) => page.getByRole('region', { name: 'Home' });
const homeStatuses = (page: Page) => home(page).locator('article.t-status');

async function accountId(username: string): Promise<string> {
  return (await (await world.apiAs('demo')).accounts.lookup(username)).id;
}

/** Sets a web preference of `username` on the server (as Mastodon's preferences page saves it). */
function setPreference(username: string, column: 'boost_modal' | 'reduce_motion', value: boolean): void {
  const account = world.instance.db.prepare('SELECT id FROM accounts WHERE username = ? AND domain IS NULL').get(username) as { id: string } | undefined;
  if (!account) throw new Error(`no local account ${username}`);
  world.instance.db
    .prepare(
      `INSERT INTO account_preferences (account_id, ${column}) VALUES (?, ?)
       ON CONFLICT(account_id) DO UPDATE SET ${column} = excluded.${column}`,
    )
    .run(account.id, value ? 1 : 0);
}

type Scheme = 'light' | 'dark';

/** Opens each screen in turn (waiting for what shows it has loaded) and checks it; fails with all that were found. */
async function checkScreens(page: Page, scheme: Scheme, screens: [string, () => Promise<void>][]): Promise<void> {
  const failures: string[] = [];
  for (const [name, open] of screens) {
    await open();
    const violations = await seriousViolations(page);
    if (violations.length > 0) failures.push(describeViolations(`${name} (${scheme})`, violations));
  }
  if (failures.length > 0) throw new Error(failures.join('\n\n'));
}

async function visit(page: Page, path: string, loaded: string): Promise<void> {
  await page.goto(path);
  await page.locator(loaded).first().waitFor();
  // Lazy screens fetch after they mount: wait for the column's loading indicator to go.
  await eventually(async () => expect(await page.locator('.w-column-loading, [aria-busy="true"]').count()).toBe(0));
}

describe.each<Scheme>(['light', 'dark'])('in the %s theme', (scheme) => {
  test('home, a thread, a profile, notifications', async () => {
    const page = await signedInPage(world, 'demo', { colorScheme: scheme });
    await homeStatuses(page).first().waitFor();
    const alice = await accountId('alice');
    const thread = await homeStatuses(page).first().getAttribute('data-id');
    await checkScreens(page, scheme, [
      ['home', async () => {}],
      ['thread', () => visit(page, `/statuses/${thread}`, '.t-status--detail')],
      ['profile', () => visit(page, `/accounts/${alice}`, '.t-account-header')],
      ['notifications', () => visit(page, '/notifications', '.t-notification, .t-empty-message')],
    ]);
  });

  test('every list screen', async () => {
    const page = await signedInPage(world, 'demo', { colorScheme: scheme });
    const demo = await accountId('demo');
    const listed = '.t-status, .t-account-item, .t-empty-message, .w-empty';
    await checkScreens(page, scheme, [
      ['favourites', () => visit(page, '/favourites', listed)],
      ['lists', () => visit(page, '/lists', '.w-lists__link, .w-empty')],
      ['blocks', () => visit(page, '/blocks', listed)],
      ['mutes', () => visit(page, '/mutes', listed)],
      ['follow requests', () => visit(page, '/follow_requests', listed)],
      ['followers', () => visit(page, `/accounts/${demo}/followers`, listed)],
      ['following', () => visit(page, `/accounts/${demo}/following`, listed)],
      ['pinned', () => visit(page, '/pinned', listed)],
    ]);
  });

  test('the composer with the emoji picker open', async () => {
    const page = await signedInPage(world, 'demo', { colorScheme: scheme });
    const drawer = page.getByRole('region', { name: 'New post' });
    await drawer.getByRole('button', { name: 'Insert emoji' }).click();
    await page.getByPlaceholder('Search…').waitFor();
    await checkScreens(page, scheme, [['composer with the emoji picker', async () => {}]]);
  });

  test('every modal: boost, confirmation, media viewer, list editor, list adder, report', async () => {
    setPreference('demo', 'boost_modal', true);
    try {
      const page = await signedInPage(world, 'demo', { colorScheme: scheme });
      await homeStatuses(page).first().waitFor();
      const dialog = page.getByRole('dialog');
      const closeDialog = async () => {
        await page.keyboard.press('Escape');
        await eventually(async () => expect(await dialog.count()).toBe(0));
      };
      const alice = await accountId('alice');
      await checkScreens(page, scheme, [
        [
          'boost modal',
          async () => {
            const boostable = homeStatuses(page).filter({ has: page.getByRole('button', { name: /^Boost(, .+)?$/, pressed: false, disabled: false }) }).first();
            await boostable.getByRole('button', { name: /^Boost(, .+)?$/ }).click();
            await dialog.waitFor();
          },
        ],
        [
          'confirmation (delete)',
          async () => {
            await closeDialog();
            const api = await world.apiAs('demo');
            const [own] = (await api.accounts.statuses(await accountId('demo'), { limit: 1, exclude_reblogs: true })).items;
            if (!own) throw new Error('demo has no post');
            await visit(page, `/statuses/${own.id}`, '.t-status--detail');
            await page.locator('.t-status--detail').getByRole('button', { name: 'More' }).click();
            await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
            await dialog.waitFor();
          },
        ],
        [
          'report',
          async () => {
            await closeDialog();
            await visit(page, `/accounts/${alice}`, '.t-account-header');
            await page.locator('.t-status:not(.t-status--detail)').filter({ has: page.locator('a[href="/accounts/' + alice + '"]') }).first().getByRole('button', { name: 'More' }).click();
            await page.getByRole('menuitem', { name: /^Report @/ }).click();
            await dialog.getByPlaceholder('Additional comments').waitFor();
          },
        ],
        [
          'list adder',
          async () => {
            await closeDialog();
            await visit(page, `/accounts/${alice}`, '.t-account-header');
            await page.locator('.t-account-header').getByRole('button', { name: 'Menu' }).click();
            await page.getByRole('menuitem', { name: 'Add or Remove from lists' }).click();
            await dialog.getByRole('button').first().waitFor();
          },
        ],
        [
          'list editor',
          async () => {
            await closeDialog();
            await visit(page, '/lists', '.w-lists__link');
            const title = (await page.locator('.w-lists__link').first().textContent()) ?? '';
            await page.locator('.w-lists__link').first().click();
            const column = page.getByRole('region', { name: title.trim() });
            await column.getByRole('button', { name: 'Show settings' }).click();
            await column.getByRole('button', { name: 'Edit list' }).click();
            await dialog.waitFor();
          },
        ],
        [
          'media viewer',
          async () => {
            await closeDialog();
            // demo's pinned posts include one with a described photo.
            await visit(page, '/pinned', '.t-media__open');
            await page.locator('.t-media__open').first().click();
            await dialog.waitFor();
          },
        ],
      ]);
    } finally {
      setPreference('demo', 'boost_modal', false);
    }
  });
});

describe('reduced motion', () => {
  /** The computed transition duration of the first action button, in seconds. */
  const transitionSeconds = async (page: Page): Promise<number> =>
    homeStatuses(page)
      .first()
      .locator('.t-icon-button')
      .first()
      .evaluate((element) => Math.max(...getComputedStyle(element).transitionDuration.split(',').map((value) => parseFloat(value))));

  test('buttons animate by default; with the system asking for reduced motion they do not', async () => {
    const page = await signedInPage(world);
    await homeStatuses(page).first().waitFor();
    expect(await transitionSeconds(page)).toBeGreaterThan(0);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await eventually(async () => expect(await transitionSeconds(page)).toBe(0));
  });

  test("the account's reduce_motion preference turns transitions off without the system asking", async () => {
    setPreference('demo', 'reduce_motion', true);
    try {
      const page = await signedInPage(world);
      await homeStatuses(page).first().waitFor();
      expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(false);
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-reduce-motion'))).toBe(true);
      expect(await transitionSeconds(page)).toBe(0);
    } finally {
      setPreference('demo', 'reduce_motion', false);
    }
  });
});
