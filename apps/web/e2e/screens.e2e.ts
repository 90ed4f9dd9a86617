import type { Locator, Page } from 'playwright-core';
import { allowProblems, eventually, pageForTest, signedInPage, startWorld, type E2eWorld } from './support/harness';

// Issue #11's screens: profile (tabs, fields, pins, moved notice, RTL names), not-found columns, the
// load-failure modal, the signed-out interaction popup, hashtag column tags, Back on routed
// timelines and polls whose totals are hidden.
let world: E2eWorld;

beforeAll(async () => {
  world = await startWorld();
});

afterAll(async () => {
  await world?.close();
});

const idOf = async (username: string): Promise<string> => (await (await world.apiAs(username)).accounts.verifyCredentials()).id;

/** Whether an element shows all its text: nothing clipped or ellipsised. */
const showsAllText = (locator: Locator): Promise<boolean> => locator.evaluate((element) => element.scrollWidth <= element.clientWidth + 1);

const routedColumn = (page: Page): Locator => page.locator('.t-column').filter({ has: page.locator('.t-account-header, .t-not-found') }).first();

test('profile tabs and field labels are never cut at a narrow column width', async () => {
  const page = await signedInPage(world, 'demo', { width: 631 });
  await page.goto(`/accounts/${await idOf('grace')}`);
  const tabs = page.locator('.t-section-tabs__tab');
  await page.locator('.t-account-header__field').first().waitFor();
  expect(await tabs.count()).toBe(5);
  const nav = await page.locator('.t-section-tabs').boundingBox();
  for (const tab of await tabs.all()) {
    expect(await showsAllText(tab)).toBe(true);
    const box = await tab.boundingBox();
    expect(box && nav && box.x + box.width <= nav.x + nav.width + 1).toBe(true);
  }
  const labels = page.locator('.t-account-header__field dt');
  expect(await labels.allTextContents()).toEqual(expect.arrayContaining(['Website', 'Pronouns', 'Code']));
  for (const label of await labels.all()) expect(await showsAllText(label)).toBe(true);
});

test("a profile lists its pinned statuses first, marked as pinned, each once", async () => {
  const grace = await idOf('grace');
  const pinned = (await (await world.apiAs('demo')).accounts.statuses(grace, { pinned: true })).items.map((status) => status.id);
  expect(pinned.length).toBeGreaterThan(0);
  const page = await signedInPage(world, 'demo');
  await page.goto(`/accounts/${grace}`);
  const column = routedColumn(page);
  const statuses = column.locator('article.t-status');
  await eventually(async () => {
    const ids = await statuses.evaluateAll((articles) => articles.map((article) => article.getAttribute('data-id')));
    expect(ids.slice(0, pinned.length)).toEqual(pinned);
    for (const id of pinned) expect(ids.filter((shown) => shown === id)).toHaveLength(1);
  });
  expect(await statuses.first().getByText('Pinned toot').count()).toBe(1);
  expect(await statuses.nth(pinned.length).getByText('Pinned toot').count()).toBe(0);
});

test("a moved account's notice shows the new account's name and whole handle", async () => {
  const page = await signedInPage(world, 'demo', { width: 631 });
  await page.goto(`/accounts/${await idOf('erin')}`);
  const card = page.locator('.t-account-header__moved-card');
  await card.waitFor();
  const handle = card.locator('.t-display-name__handle');
  expect(await handle.textContent()).toBe('@frank');
  expect(await showsAllText(handle)).toBe(true);
  expect(await showsAllText(card.locator('.t-display-name__name'))).toBe(true);
});

test('a right-to-left display name lines up with its handle', async () => {
  const page = await signedInPage(world, 'demo', { width: 400 });
  await page.goto(`/accounts/${await idOf('demo')}/followers`);
  const layla = page.locator('.t-display-name--stacked').filter({ hasText: 'ليلى حداد' }).first();
  await layla.waitFor();
  const name = await layla.locator('.t-display-name__name').boundingBox();
  const handle = await layla.locator('.t-display-name__handle').boundingBox();
  expect(name && handle && Math.abs(name.x - handle.x)).toBeLessThanOrEqual(1);
  expect(await layla.locator('.t-display-name__name').getAttribute('dir')).toBe('auto');
});

test("a long display name gives way in a post's header: the handle still shows its start", async () => {
  const alice = await world.apiAs('alice');
  const before = (await alice.accounts.verifyCredentials()).display_name;
  await alice.accounts.updateCredentials({ display_name: 'Wilhelmina Wawrzyniak-Woodward' });
  try {
    const status = await alice.statuses.create({ status: 'A long name check', visibility: 'public' });
    const page = await signedInPage(world, 'demo', { width: 400 });
    const header = page.locator(`article.t-status[data-id="${status.id}"] .t-status__header`);
    await header.waitFor();
    const handle = header.locator('.t-display-name__handle');
    // '@alice' needs about 40 px at this size; what shows of it is at least that wide, and the name is what is cut.
    expect(await handle.evaluate((element) => element.clientWidth)).toBeGreaterThanOrEqual(40);
    expect(await showsAllText(header.locator('.t-display-name__name'))).toBe(false);
  } finally {
    await alice.accounts.updateCredentials({ display_name: before });
  }
});

test.each(['/timelines/list/999999', '/lists/999999'])('%s: a column with its header and a centred message', async (path) => {
  const page = await signedInPage(world, 'demo', { width: 1440 });
  await page.goto(path);
  const message = page.locator('.t-not-found');
  await message.waitFor();
  const column = page.locator('.t-column').filter({ has: message });
  expect(await column.count()).toBe(1);
  expect(await column.locator('.t-column-header').count()).toBe(1);
  const [frame, text, title] = await Promise.all([column.boundingBox(), message.locator('.t-not-found__text').boundingBox(), message.locator('.t-not-found__title').boundingBox()]);
  expect(frame && text && Math.abs(frame.x + frame.width / 2 - (text.x + text.width / 2))).toBeLessThanOrEqual(2);
  // One line each, not a word per line.
  expect(title && title.height).toBeLessThan(40);
  expect(text && text.height).toBeLessThan(30);
});

test('a chunk that fails to load: a centred modal in words, with Try again that loads it', async () => {
  allowProblems(/Blocks-/, /Failed to fetch dynamically imported module/);
  const page = await signedInPage(world, 'demo', { width: 1280, serviceWorkers: 'block' });
  await page.route('**/packs/js/Blocks-*.js', (route) => route.abort());
  await page.getByRole('link', { name: 'Blocked users' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Something went wrong' });
  await dialog.waitFor();
  const text = (await dialog.textContent()) ?? '';
  expect(text).toContain('Something went wrong while loading this component.');
  expect(text).toContain('Check your internet connection, then try again.');
  expect(text).not.toMatch(/https?:|packs|\.js/);
  const box = await page.locator('.t-modal--load-failure').boundingBox();
  expect(box && Math.abs(box.x + box.width / 2 - 640)).toBeLessThanOrEqual(2);
  const body = await dialog.locator('.t-load-failure').boundingBox();
  expect(body && box && Math.abs(body.x + body.width / 2 - (box.x + box.width / 2))).toBeLessThanOrEqual(2);
  await page.unroute('**/packs/js/Blocks-*.js');
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('region', { name: 'Blocked users' }).waitFor();
  expect(await dialog.count()).toBe(0);
});

test('the signed-out interaction popup is a modal above everything, the tab bar included', async () => {
  const alice = await idOf('alice');
  const status = (await (await world.apiAs('alice')).accounts.statuses(alice, {})).items[0];
  const page = await pageForTest(world, { width: 400 });
  await page.goto(`/interact/${status?.id}?type=favourite`);
  const dialog = page.getByRole('dialog', { name: 'Favourite this post' });
  await dialog.getByRole('button', { name: 'Sign in' }).waitFor();
  const tabBar = await page.locator('.t-tab-bar').boundingBox();
  expect(tabBar).not.toBeNull();
  if (tabBar) {
    const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.t-modal-root') !== null, { x: tabBar.x + tabBar.width / 2, y: tabBar.y + tabBar.height / 2 });
    expect(onTop).toBe(true);
  }
  await dialog.getByRole('button', { name: 'Close' }).click();
  await eventually(() => expect(new URL(page.url()).pathname).not.toMatch(/^\/interact/));
});

test('a hashtag column loads its any/all/none tags, kept in its params on the server', async () => {
  const expected = (await (await world.apiAs('demo')).timelines.tag('sourdough', { any: ['photography'] })).items.map((status) => status.id);
  const plain = new Set((await (await world.apiAs('demo')).timelines.tag('sourdough', {})).items.map((status) => status.id));
  const added = expected.find((id) => !plain.has(id));
  expect(added).toBeDefined();
  const page = await signedInPage(world, 'demo', { width: 1440 });
  await page.goto('/timelines/tag/sourdough');
  const routed = page.getByRole('region', { name: '#sourdough' });
  await routed.getByRole('button', { name: 'Show settings' }).click();
  await routed.getByRole('button', { name: 'Pin' }).click();
  const column = page.locator('[data-column]').filter({ has: page.getByRole('region', { name: '#sourdough' }) });
  await column.getByRole('button', { name: 'Show settings' }).click();
  await column.getByRole('textbox', { name: 'Any of these' }).fill('#Photography');
  await column.getByRole('textbox', { name: 'Any of these' }).press('Enter');
  await column.locator(`article.t-status[data-id="${added}"]`).waitFor();
  const demo = await idOf('demo');
  await eventually(() => {
    const saved = world.instance.db.prepare<[string], { web_settings: string }>('SELECT web_settings FROM accounts WHERE id = ?').get(demo)?.web_settings ?? '{}';
    const columns = (JSON.parse(saved) as { columns?: { id: string; params: { id?: string; tags?: { any?: string[] } } }[] }).columns ?? [];
    expect(columns.find((entry) => entry.id === 'HASHTAG' && entry.params.id === 'sourdough')?.params.tags?.any).toEqual(['photography']);
  }, 15000);
});

test.each([
  ['/timelines/public/local', 'Local timeline'],
  ['/timelines/public', 'Federated timeline'],
  ['/timelines/direct', 'Direct messages'],
])('%s has a Back button in its header', async (path, name) => {
  const page = await signedInPage(world, 'demo', { width: 400 });
  await page.goto(path);
  await page.getByRole('region', { name }).getByRole('button', { name: 'Back' }).waitFor();
});

test('a poll whose totals are hidden until it ends says so instead of 0 %', async () => {
  const carol = await idOf('carol');
  const withPoll = (await (await world.apiAs('demo')).accounts.statuses(carol, {})).items.find((status) => status.poll?.options.some((option) => option.votes_count === null));
  expect(withPoll).toBeDefined();
  const page = await pageForTest(world, { width: 1280 });
  await page.goto(`/statuses/${withPoll?.id}`);
  const poll = page.locator('.t-poll').first();
  await poll.getByText('Results are hidden until the poll ends').waitFor();
  expect(await poll.getByText(/%/).count()).toBe(0);
});
