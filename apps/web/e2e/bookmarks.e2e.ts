import { eventually, screenshot, signedInPage, startWorld, type E2eWorld } from './support/harness';

// One world for the file; each test has a page of its own and reads the server's state.
let world: E2eWorld;

beforeAll(async () => {
  world = await startWorld();
});

afterAll(async () => {
  await world?.close();
});

test('bookmarks a post from home, finds it on /bookmarks and the server, and unbookmarks it there', async () => {
  const page = await signedInPage(world);
  const demo = await world.apiAs('demo');
  const home = page.getByRole('region', { name: 'Home' });
  const status = home.locator('article.t-status').filter({ has: page.getByRole('button', { name: 'Bookmark', pressed: false }) }).first();
  const id = await status.getAttribute('data-id');
  if (!id) throw new Error('a status without data-id');
  const bookmarkedOnServer = async () => (await demo.bookmarks.list({ limit: 40 })).items.map((item) => item.id);
  const shown = (await demo.statuses.fetch(id)).reblog?.id ?? id;
  expect(await bookmarkedOnServer()).not.toContain(shown);

  await status.getByRole('button', { name: 'Bookmark' }).click();
  await eventually(async () => expect(await bookmarkedOnServer()).toContain(shown));

  await page.getByRole('navigation', { name: 'Navigation' }).getByRole('link', { name: 'Bookmarks' }).click();
  await page.waitForURL(`${world.url}/bookmarks`);
  const column = page.getByRole('region', { name: 'Bookmarks' });
  const listed = column.locator(`article.t-status[data-id="${shown}"]`);
  await listed.waitFor();
  // Newest bookmark first, as the server lists them.
  expect(await column.locator('article.t-status').first().getAttribute('data-id')).toBe(shown);

  await listed.getByRole('button', { name: 'Bookmark', pressed: true }).click();
  await eventually(async () => expect(await bookmarkedOnServer()).not.toContain(shown));
  await listed.waitFor({ state: 'detached' });
});

test('an empty bookmarks list says so', async () => {
  const carol = await world.apiAs('carol');
  for (const status of (await carol.bookmarks.list({ limit: 40 })).items) await carol.statuses.unbookmark(status.id);
  const page = await signedInPage(world, 'carol');
  await page.goto('/bookmarks');
  await page.getByRole('region', { name: 'Bookmarks' }).getByText("You don't have any bookmarked posts yet.", { exact: false }).waitFor();
});

test('screenshots of /bookmarks at each width, light and dark', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    // A page per scheme: switching the scheme on a shown page would catch its colours mid-transition.
    const page = await signedInPage(world, 'demo', { colorScheme });
    await page.goto('/bookmarks');
    for (const width of [400, 631, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('region', { name: 'Bookmarks' }).locator('article.t-status').first().waitFor();
      await screenshot(page, `bookmarks-${width}-${colorScheme}`);
    }
  }
});
