import type { Page } from 'playwright-core';
import { eventually, screenshot, signedInPage, startWorld, type E2eWorld } from './support/harness';

// The multi-column and single-column layouts (SPEC §2, issue #11): the routed column is in view and
// focused whichever way it was opened, columns never overlap, and the layout preference is saved.
// One world for the file; each test has a page of its own.
let world: E2eWorld;
/** A status of demo's with a hashtag, on top of demo's home. */
let post: { id: string; accountId: string };
const TAG = 'layoutcheck';

beforeAll(async () => {
  world = await startWorld();
  const demo = await world.apiAs('demo');
  const status = await demo.statuses.create({ status: `Columns side by side #${TAG}`, visibility: 'public' });
  post = { id: status.id, accountId: status.account.id };
});

afterAll(async () => {
  await world?.close();
});

const homeColumn = (page: Page) => page.getByRole('region', { name: 'Home' });
const ourPost = (page: Page) => homeColumn(page).locator(`article.t-status[data-id="${post.id}"]`);
const layoutGroup = (page: Page) => page.getByRole('group', { name: 'Layout' });
const multiColumnSwitch = (page: Page) => layoutGroup(page).getByRole('switch', { name: 'Multi-column' });

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface Geometry {
  viewport: { width: number; height: number };
  /** The routed column (the one a route shows, not a pinned one), if any. */
  routed: Box | null;
  /** Whether the focus is in the routed column. */
  routedFocused: boolean;
  /** Every column's full box (the navigation beside them included) and the part of it on screen. */
  columns: { name: string; box: Box; visible: Box | null }[];
}

/** The layout's boxes, read in the page: columns clipped to the area that scrolls them. */
function readGeometry(page: Page): Promise<Geometry> {
  return page.evaluate(() => {
    const toBox = (rect: DOMRect) => ({ left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom });
    const clip = (box: ReturnType<typeof toBox>, within: ReturnType<typeof toBox>) => {
      const clipped = { left: Math.max(box.left, within.left), top: Math.max(box.top, within.top), right: Math.min(box.right, within.right), bottom: Math.min(box.bottom, within.bottom) };
      return clipped.right - clipped.left > 0.5 && clipped.bottom - clipped.top > 0.5 ? clipped : null;
    };
    const screen = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
    const area = document.querySelector('.w-columns__area, .w-single__main');
    const areaBox = area ? clip(toBox(area.getBoundingClientRect()), screen) : null;
    const columns: Geometry['columns'] = [];
    for (const side of document.querySelectorAll('.w-sidebar, .w-single__compose')) {
      const box = toBox(side.getBoundingClientRect());
      columns.push({ name: side.className, box, visible: clip(box, screen) });
    }
    const children = area ? [...area.children] : [];
    for (const child of children) {
      const box = toBox(child.getBoundingClientRect());
      columns.push({ name: child.getAttribute('aria-label') ?? child.querySelector('[aria-label]')?.getAttribute('aria-label') ?? child.className, box, visible: areaBox ? clip(box, areaBox) : null });
    }
    const last = children.at(-1);
    const routed = last && !last.matches('.w-columns__column') && last.matches('.t-column') ? last : null;
    return {
      viewport: { width: window.innerWidth, height: window.innerHeight },
      routed: routed ? toBox(routed.getBoundingClientRect()) : null,
      routedFocused: routed !== null && routed.contains(document.activeElement),
      columns,
    };
  });
}

/** The routed column is whole on screen and focused; no two columns share a pixel; none shows only in part. */
async function expectRoutedInView(page: Page, label: string): Promise<void> {
  await eventually(async () => {
    const { viewport, routed, routedFocused, columns } = await readGeometry(page);
    expect({ label, routed: routed !== null }).toEqual({ label, routed: true });
    if (!routed) return;
    expect(routed.left).toBeGreaterThanOrEqual(-0.5);
    expect(routed.top).toBeGreaterThanOrEqual(-0.5);
    expect(routed.right).toBeLessThanOrEqual(viewport.width + 0.5);
    expect(routed.bottom).toBeLessThanOrEqual(viewport.height + 0.5);
    expect(routed.right - routed.left).toBeGreaterThan(250);
    expect({ label, routedFocused }).toEqual({ label, routedFocused: true });
    const shown = columns.filter((column) => column.visible !== null);
    for (const [index, one] of shown.entries()) {
      // Whole or not at all: a column scrolled aside leaves no strip at the edge.
      const visible = one.visible ?? one.box;
      expect({ label, column: one.name, cut: visible.right - visible.left < one.box.right - one.box.left - 1 }).toEqual({ label, column: one.name, cut: false });
      for (const other of shown.slice(index + 1)) {
        const a = visible;
        const b = other.visible ?? other.box;
        const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
        expect({ label, columns: [one.name, other.name], overlap }).toEqual({ label, columns: [one.name, other.name], overlap: false });
      }
    }
  });
}

/** The web settings' save (debounced 5 s after a change). */
const settingsSaved = (page: Page) => page.waitForResponse((response) => response.url().endsWith('/api/web/settings') && response.request().method() === 'PUT');

/** Chooses a layout with the switch beside the theme (whatever was chosen before), and waits for the server to have it. */
async function chooseLayout(page: Page, multiColumn: boolean): Promise<void> {
  if ((await multiColumnSwitch(page).isChecked()) !== multiColumn) {
    const saved = settingsSaved(page);
    await layoutGroup(page).getByText('Multi-column').click();
    expect((await saved).ok()).toBe(true);
  }
  await page.locator(multiColumn ? '.w-columns' : '.w-single').waitFor();
}

const WIDTHS = [631, 900, 1024, 1280, 1440, 1920];

test.each(WIDTHS)('multi-column at %i px: a status, a profile and a hashtag open in view and focused, by click and by address', async (width) => {
  const page = await signedInPage(world, 'demo', { width, height: 820 });
  await chooseLayout(page, true);

  // From inside the app: the post's content, then its author, then its hashtag (each from home).
  await ourPost(page).locator('.t-status__content').click({ position: { x: 5, y: 5 } });
  await page.waitForURL(`**/statuses/${post.id}`);
  await page.locator('.w-columns__area > .t-column .w-thread__item--detail').waitFor();
  await expectRoutedInView(page, `${width}: status by click`);
  if (width === 631 || width === 900 || width === 1280 || width === 1440) await screenshot(page, `layout-status-${width}-dark`);

  await ourPost(page).locator('a.t-status__avatar').click();
  await page.waitForURL(`**/accounts/${post.accountId}`);
  await page.locator('.w-columns__area > .t-column .t-account-header').waitFor();
  await expectRoutedInView(page, `${width}: profile by click`);

  await ourPost(page).getByRole('link', { name: `#${TAG}` }).click();
  await page.waitForURL(`**/timelines/tag/${TAG}`);
  await page.locator(`.w-columns__area > .t-column article.t-status[data-id="${post.id}"]`).waitFor();
  await expectRoutedInView(page, `${width}: hashtag by click`);

  // By address, as a link from outside or a reload opens them.
  for (const [path, ready] of [
    [`/statuses/${post.id}`, '.w-thread__item--detail'],
    [`/accounts/${post.accountId}`, '.t-account-header'],
    [`/timelines/tag/${TAG}`, `article.t-status[data-id="${post.id}"]`],
  ] as const) {
    await page.goto(path);
    await page.locator(`.w-columns__area > .t-column ${ready}`).waitFor();
    await expectRoutedInView(page, `${width}: ${path} by address`);
  }
});

test('the single-column layout: chosen beside the theme, saved with the settings, kept across a reload', async () => {
  const page = await signedInPage(world, 'alice', { width: 1440, height: 820 });
  // Never chosen, a wide window shows columns.
  await page.locator('.w-columns .w-columns__column').first().waitFor();
  expect(await multiColumnSwitch(page).isChecked()).toBe(true);

  const saved = settingsSaved(page);
  await layoutGroup(page).getByText('Multi-column').click();
  await page.locator('.w-single').waitFor();
  expect(await multiColumnSwitch(page).isChecked()).toBe(false);
  // One centred column, home, and no pinned columns.
  expect(await page.locator('.w-columns__column').count()).toBe(0);
  const home = homeColumn(page);
  await home.locator('article.t-status').first().waitFor();
  const box = await home.boundingBox();
  expect(box).not.toBeNull();
  if (box) expect(Math.abs(box.x + box.width / 2 - 1440 / 2)).toBeLessThan(80);
  await screenshot(page, 'layout-single-home-1440-dark');

  // The server has the choice; a reload keeps it.
  expect((await saved).ok()).toBe(true);
  const stored = world.instance.db.prepare("SELECT web_settings FROM accounts WHERE username = 'alice' AND domain IS NULL").get() as { web_settings: string };
  expect(JSON.parse(stored.web_settings)).toMatchObject({ layout: 'single_column' });
  await page.reload();
  await homeColumn(page).locator('article.t-status').first().waitFor();
  expect(await page.locator('.w-single').count()).toBe(1);
  expect(await page.locator('.w-columns__column').count()).toBe(0);

  // A status opens in the one column, in view and focused.
  await page.goto(`/statuses/${post.id}`);
  await page.locator('.w-single__main > .t-column .w-thread__item--detail').waitFor();
  await expectRoutedInView(page, 'single: status');
  await screenshot(page, 'layout-single-status-1440-dark');

  // Back to columns, for whoever signs in as alice next.
  await chooseLayout(page, true);
  await page.locator('.w-columns__column').first().waitFor();
});

test('never chosen, a narrower window shows one column, and the phone layout below 631 px has no switch', async () => {
  const page = await signedInPage(world, 'bob', { width: 1024, height: 800 });
  await page.locator('.w-single').waitFor();
  expect(await multiColumnSwitch(page).isChecked()).toBe(false);
  await page.locator('article.t-status .t-status__content').first().click({ position: { x: 5, y: 5 } });
  await page.waitForURL(/\/statuses\//);
  await page.locator('.w-single__main > .t-column .w-thread__item--detail').waitFor();
  await expectRoutedInView(page, 'single 1024: status by click');

  // Narrowed to a phone's width, the same page turns to the phone layout, with no layout to choose.
  await page.setViewportSize({ width: 630, height: 800 });
  await page.locator('.w-mobile .w-thread__item--detail').waitFor();
  expect(await page.locator('.w-single, .w-columns').count()).toBe(0);
  await page.goto('/getting-started');
  await page.locator('.w-mobile .t-nav').waitFor();
  expect(await layoutGroup(page).count()).toBe(0);
});
