import type { Page } from 'playwright-core';
import { eventually, fillServerSignIn, pageForTest, screenshot, signedInPage, signInThroughOAuth, startWorld, type E2eWorld } from './support/harness';

// One world for the file (the seeded instance serving the built app); each test has a page and a
// browser context of its own, and reads the server's state rather than relying on an earlier test.
let world: E2eWorld;
let page: Page;

const homeColumn = () => page.getByRole('region', { name: 'Home' });
const homeStatuses = () => homeColumn().locator('article.t-status');
/** The boost button, named with the count it shows ('Boost, 3'); not 'Boost to original audience'. */
const BOOST = /^Boost(, \S+)?$/;

beforeAll(async () => {
  world = await startWorld();
});

afterAll(async () => {
  await world?.close();
});


test('signs in through OAuth: the sign-in screen, the server authorize page, then the callback', async () => {
  // Signed out, the instance serves public pages; the app's sign-in form asks for the server.
  page = await pageForTest(world);
  await page.goto('/timelines/public/local');
  const form = page.getByRole('form', { name: 'Sign in' });
  expect(await form.getByLabel('Your server').inputValue()).toBe(new URL(world.url).host);
  await form.getByRole('button', { name: 'Sign in' }).click();

  // The instance asks who is signing in, then whether to authorize Trumpet.
  await page.waitForURL(/\/oauth\/authorize/);
  await fillServerSignIn(page, 'demo', 'password');
  await page.getByRole('button', { name: 'Authorize' }).click();

  // The callback exchanges the code (PKCE S256: the instance advertises it) and opens home.
  await page.waitForURL(`${world.url}/`);
  await homeStatuses().first().waitFor();
  const remembered = await page.evaluate(() => JSON.parse(localStorage.getItem('trumpet:accounts') ?? '[]') as { acct: string; client: unknown }[]);
  expect(remembered.some((account) => account.acct === 'demo' && account.client !== null)).toBe(true);
});

test("with the server's session, the page's initial state signs the app in at once", async () => {
  const tab = await pageForTest(world);
  await tab.goto('/');
  await tab.waitForURL(/\/auth\/sign_in/);
  await fillServerSignIn(tab, 'bob', 'password');
  await tab.waitForURL(`${world.url}/`);
  await tab.locator('.t-nav__me').getByText('@bob').waitFor();
  await tab.getByRole('region', { name: 'Home' }).locator('article.t-status').first().waitFor();
  expect(await tab.evaluate(() => document.getElementById('initial-state') !== null)).toBe(true);
});

test('reads home with authors, content and the action bar', async () => {
  page = await signedInPage(world);
  const first = homeStatuses().first();
  await first.getByRole('group', { name: 'Actions' }).waitFor();
  expect(await homeStatuses().count()).toBeGreaterThan(3);
  await screenshot(page, 'home-1440-dark');
});

test('scrolling to the bottom loads more (max_id) while the DOM stays bounded', async () => {
  page = await signedInPage(world);
  await homeStatuses().first().waitFor();
  let older = false;
  page.on('request', (request) => {
    if (/\/api\/v1\/timelines\/home\?.*max_id=/.test(request.url())) older = true;
  });
  // Scrolls on until the feed asks for the next page.
  await eventually(async () => {
    if (!older) await homeColumn().locator('.t-feed--container').evaluate((element) => element.scrollBy(0, 4000));
    expect(older).toBe(true);
  }, 15000);
  expect(await homeStatuses().count()).toBeLessThan(80);
});

test('opens a thread: the detailed status at /statuses/{id}', async () => {
  page = await signedInPage(world);
  await homeStatuses().first().locator('.t-status__content, .t-status-content').first().click();
  await page.waitForURL(/\/statuses\/\d+$/);
  const thread = page.getByRole('region', { name: 'Post' });
  await thread.locator('.t-status--detail').waitFor();
  await page.goBack();
  await page.waitForURL(`${world.url}/`);
});

test('opens a profile from a status avatar', async () => {
  page = await signedInPage(world);
  await homeStatuses().first().locator('a.t-status__avatar').click();
  await page.waitForURL(/\/accounts\/\d+$/);
  await page.locator('.t-account-header').waitFor();
});

test("following a locked account (carol) shows 'Awaiting approval'", async () => {
  const demo = await world.apiAs('demo');
  const carol = await demo.accounts.lookup('carol');
  await demo.accounts.unfollow(carol.id);
  page = await signedInPage(world);
  await page.goto(`/accounts/${carol.id}`);
  const header = page.locator('.t-account-header');
  await header.getByRole('button', { name: 'Follow', exact: true }).click();
  await header.getByRole('button', { name: 'Awaiting approval' }).waitFor();
  const [relationship] = await demo.accounts.relationships([carol.id]);
  expect(relationship?.requested).toBe(true);
});

test('favourites and boosts a status from home, and the server has both', async () => {
  page = await signedInPage(world);
  const demo = await world.apiAs('demo');
  const status = homeStatuses().filter({ has: page.getByRole('button', { name: BOOST, disabled: false }) }).first();
  const id = await status.getAttribute('data-id');
  if (!id) throw new Error('a status without data-id');
  const onServer = async () => {
    const fetched = await demo.statuses.fetch(id);
    return fetched.reblog ?? fetched;
  };
  const before = await onServer();
  const favourite = status.getByRole('button', { name: 'Favourite' });
  expect(await favourite.getAttribute('aria-pressed')).toBe(String(before.favourited));
  await favourite.click();
  await eventually(async () => expect(await favourite.getAttribute('aria-pressed')).toBe(String(!before.favourited)));
  await eventually(async () => expect((await onServer()).favourited).toBe(!before.favourited));
  const boost = status.getByRole('button', { name: BOOST });
  expect(await boost.getAttribute('aria-pressed')).toBe(String(before.reblogged));
  await boost.click();
  await eventually(async () => expect(await boost.getAttribute('aria-pressed')).toBe(String(!before.reblogged)));
  await eventually(async () => expect((await onServer()).reblogged).toBe(!before.reblogged));
});

test('votes in a poll and sees the results', async () => {
  const demo = await world.apiAs('demo');
  const bob = await demo.accounts.lookup('bob');
  const { items } = await demo.accounts.statuses(bob.id, { limit: 40 });
  const withPoll = items.find((status) => status.poll && !status.poll.voted && !status.poll.expired);
  if (!withPoll?.poll) throw new Error('the demo world has no open poll by bob');
  page = await signedInPage(world);
  await page.goto(`/statuses/${withPoll.id}`);
  const detail = page.locator('.t-status--detail');
  await detail.getByText(withPoll.poll.options[0]?.title ?? '', { exact: true }).click();
  await detail.getByRole('button', { name: 'Vote' }).click();
  await detail.getByText(/\d+%/).first().waitFor();
  const after = await demo.polls.fetch(withPoll.poll.id);
  expect(after.voted).toBe(true);
  expect(after.own_votes).toEqual([0]);
});

test('a streamed post while scrolled away waits behind the new-posts pill: the reading position does not move', async () => {
  page = await signedInPage(world);
  await homeStatuses().first().waitFor();
  const feed = homeColumn().locator('.t-feed--container');
  await feed.evaluate((element) => element.scrollTo(0, 1500));
  // The feed has told the store it left the top, and the user stream is open to carry the post.
  await eventually(async () => expect(await feed.getAttribute('data-at-top')).toBe('false'));
  const me = await (await world.apiAs('demo')).accounts.verifyCredentials();
  await eventually(() => expect(world.instance.hub.listenerCount(`timeline:${me.id}`)).toBeGreaterThan(0));
  const readingPosition = () => feed.evaluate((element) => ({ top: element.scrollTop, first: element.querySelector('article.t-status')?.getAttribute('data-id') ?? null }));
  const before = await readingPosition();
  const alice = await world.apiAs('alice');
  const posted = await alice.statuses.create({ status: `Streaming check ${Date.now()}`, visibility: 'public' });
  await homeColumn().getByRole('button', { name: /1 new post/ }).waitFor({ timeout: 15000 });
  // It waits in the store: nothing above the reader moved, and it is not in the list yet.
  expect(await readingPosition()).toEqual(before);
  expect(await homeColumn().locator(`article.t-status[data-id="${posted.id}"]`).count()).toBe(0);
  await homeColumn().getByRole('button', { name: /1 new post/ }).click();
  await eventually(async () => expect(await homeStatuses().first().textContent()).toContain('Streaming check'));
});

test('the mobile layout at 400 px: one column, the tab bar, and the scroll position kept across a thread', async () => {
  page = await signedInPage(world, 'demo', { width: 400, height: 860 });
  await page.getByRole('navigation', { name: 'Tabs' }).waitFor();
  expect(await page.locator('.w-columns__nav').count()).toBe(0);
  await homeStatuses().first().waitFor();
  await screenshot(page, 'home-400-dark');
  // Going back to a timeline restores where it was scrolled.
  await page.evaluate(() => window.scrollTo(0, 900));
  await eventually(async () => expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(800));
  const before = await page.evaluate(() => window.scrollY);
  const firstShown = page.locator('article.t-status').filter({ has: page.locator('.t-status__content') });
  const target = await page.evaluate(() => [...document.querySelectorAll('article.t-status')].find((item) => item.getBoundingClientRect().top > 80)?.getAttribute('data-id'));
  await firstShown.and(page.locator(`[data-id="${target}"]`)).locator('.t-status__content').first().click();
  await page.waitForURL(/\/statuses\/\d+$/);
  await page.goBack();
  await eventually(async () => expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(60));
  await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: /Notifications/ }).click();
  await page.waitForURL(/\/notifications$/);
});

test('screenshots of home in the light theme at 1440 and 400 px', async () => {
  page = await signedInPage(world, 'demo', { colorScheme: 'light' });
  await homeStatuses().first().waitFor();
  await screenshot(page, 'home-1440-light');
  await page.setViewportSize({ width: 400, height: 860 });
  await page.locator('article.t-status').first().waitFor();
  await screenshot(page, 'home-400-light');
});

test('the theme toggle sets <html data-theme>', async () => {
  page = await signedInPage(world);
  await page.getByRole('group', { name: 'Theme' }).getByRole('button', { name: 'Light' }).click();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
  await page.getByRole('group', { name: 'Theme' }).getByRole('button', { name: 'Auto' }).click();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBeUndefined();
});

test('signed out, favourite opens the interaction popup and the more menu is disabled', async () => {
  const anonymous = await pageForTest(world);
  await anonymous.goto('/timelines/public/local');
  const first = anonymous.getByRole('region', { name: 'Local timeline' }).locator('article.t-status').first();
  await first.waitFor();
  expect(await first.getByRole('button', { name: 'More' }).isDisabled()).toBe(true);
  const [popup] = await Promise.all([anonymous.waitForEvent('popup'), first.getByRole('button', { name: 'Favourite' }).click()]);
  expect(new URL(popup.url()).pathname).toMatch(/^\/interact\/\d+$/);
  expect(new URL(popup.url()).searchParams.get('type')).toBe('favourite');
});

test('signing out revokes the token and forgets the account', async () => {
  page = await pageForTest(world);
  await page.goto('/timelines/public/local');
  await signInThroughOAuth(world, page, 'demo');
  await homeStatuses().first().waitFor();
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('trumpet:accounts') ?? '[]') as { accessToken: string; client: unknown }[]).find((account) => account.client !== null)?.accessToken);
  expect(token).toBeTruthy();
  await page.goto('/');
  await page.getByRole('button', { name: 'Log out' }).click();
  // The last account: the server's session ends too, and the public timeline opens signed out.
  await page.waitForURL(/\/timelines\/public\/local$/);
  await page.getByRole('form', { name: 'Sign in' }).waitFor();
  await eventually(async () => {
    const response = await fetch(`${world.url}/api/v1/accounts/verify_credentials`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(401);
  });
  expect(await page.evaluate(() => localStorage.getItem('trumpet:accounts'))).not.toContain(String(token));
});

test('a second account signs in, and the account switcher goes back to the first', async () => {
  const tab = await pageForTest(world);
  await tab.goto('/timelines/public/local');
  await signInThroughOAuth(world, tab, 'demo');
  await tab.locator('.t-nav__me').getByText('@demo').waitFor();

  await tab.getByRole('link', { name: 'Add an account' }).click();
  await signInThroughOAuth(world, tab, 'alice', { switchUser: true });
  await tab.locator('.t-nav__me').getByText('@alice').waitFor();

  // The switcher's own button: a status of demo's in alice's home may be a button named '@demo' too.
  await tab.locator('.w-switcher').getByRole('button', { name: /@demo/ }).click();
  await tab.locator('.t-nav__me').getByText('@demo').waitFor();
  await tab.getByRole('region', { name: 'Home' }).locator('article.t-status').first().waitFor();
});
