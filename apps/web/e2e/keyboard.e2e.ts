import type { Page } from 'playwright-core';
import { eventually, fillServerSignIn, pageForTest, screenshot, signedInPage, startWorld, type E2eWorld } from './support/harness';

// Mastodon's hotkeys on the seeded instance: each test posts what it needs as alice (whom demo follows),
// presses keys as demo, and reads the result on the server or on the page.
let world: E2eWorld;

beforeAll(async () => {
  world = await startWorld();
});

afterAll(async () => {
  await world?.close();
});

const home = (page: Page) => page.getByRole('region', { name: 'Home' });

/** A fresh public post by alice, so the test's state is its own. */
async function alicePosts(text: string, extra: { spoiler_text?: string } = {}): Promise<string> {
  const alice = await world.apiAs('alice');
  const status = await alice.statuses.create({ status: text, visibility: 'public', ...extra });
  return status.id;
}

/** A one-pixel PNG: enough for a real picture attachment (the instance decodes it). */
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

/** A fresh public post by alice with a picture, marked sensitive or not. */
async function alicePostsPicture(text: string, sensitive: boolean): Promise<string> {
  const alice = await world.apiAs('alice');
  const media = await alice.media.upload({ file: new Blob([new Uint8Array(PIXEL_PNG)], { type: 'image/png' }), filename: 'pixel.png', description: 'One red pixel' });
  const status = await alice.statuses.create({ status: text, visibility: 'public', media_ids: [media.id], sensitive });
  return status.id;
}

async function demoSees(id: string) {
  return (await world.apiAs('demo')).statuses.fetch(id);
}

/** What has the focus: its tag, class, text, and the status it is or holds. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    const status = active?.closest('.t-status[data-id]') ?? active?.querySelector('.t-status[data-id]');
    return {
      tag: active?.tagName.toLowerCase() ?? '',
      className: active instanceof HTMLElement ? active.className : '',
      text: active?.textContent ?? '',
      statusId: status instanceof HTMLElement ? (status.dataset.id ?? null) : null,
      posinset: active?.getAttribute('aria-posinset') ?? null,
      ring: active ? getComputedStyle(active, '::after').borderTopStyle : '',
    };
  });
}

/**
 * Moves the focus to the entry showing `text`: j down the column, then k back up when the focus
 * started below it (after Escape it may already sit on that entry or past it).
 */
async function focusEntry(page: Page, text: string): Promise<void> {
  await home(page).getByText(text).first().waitFor();
  const onEntry = async () => {
    const now = await focused(page);
    return now.posinset !== null && now.text.includes(text);
  };
  if (await onEntry()) return;
  for (const key of ['j', 'k']) {
    for (let step = 0; step < 30; step += 1) {
      await page.keyboard.press(key);
      if (await onEntry()) return;
    }
  }
  throw new Error(`neither j nor k reached the post "${text}"`);
}

/** Sets a web preference of `username` on the server (as Mastodon's preferences page saves it). */
function setBoostModal(username: string, value: boolean): void {
  const account = world.instance.db.prepare('SELECT id FROM accounts WHERE username = ? AND domain IS NULL').get(username) as { id: string } | undefined;
  if (!account) throw new Error(`no local account ${username}`);
  world.instance.db
    .prepare('INSERT INTO account_preferences (account_id, boost_modal) VALUES (?, ?) ON CONFLICT(account_id) DO UPDATE SET boost_modal = excluded.boost_modal')
    .run(account.id, value ? 1 : 0);
}

test('j and k (and the arrow keys) move the focus between the statuses of home', async () => {
  const page = await signedInPage(world);
  await home(page).locator('article.t-status').nth(2).waitFor();
  await page.keyboard.press('j');
  expect((await focused(page)).posinset).toBe('1');
  await page.keyboard.press('j');
  expect((await focused(page)).posinset).toBe('2');
  await page.keyboard.press('ArrowDown');
  expect((await focused(page)).posinset).toBe('3');
  await page.keyboard.press('k');
  expect((await focused(page)).posinset).toBe('2');
  await page.keyboard.press('ArrowUp');
  const first = await focused(page);
  expect(first.posinset).toBe('1');
  expect(first.className).toContain('t-feed__item');
  expect(first.statusId).not.toBeNull();
  // A modifier makes it another key: Ctrl+j is not j.
  await page.keyboard.press('Control+j');
  expect((await focused(page)).posinset).toBe('1');
});

test('f favourites the focused status on the server, and f again takes it back', async () => {
  const id = await alicePosts('Hotkey favourite check');
  const page = await signedInPage(world);
  await focusEntry(page, 'Hotkey favourite check');
  expect((await focused(page)).statusId).toBe(id);
  await page.keyboard.press('f');
  await eventually(async () => expect((await demoSees(id)).favourited).toBe(true));
  await page.keyboard.press('f');
  await eventually(async () => expect((await demoSees(id)).favourited).toBe(false));
});

test('b boosts at once without the boost modal', async () => {
  setBoostModal('demo', false);
  const id = await alicePosts('Hotkey boost check');
  const page = await signedInPage(world);
  await focusEntry(page, 'Hotkey boost check');
  await page.keyboard.press('b');
  await eventually(async () => expect((await demoSees(id)).reblogged).toBe(true));
  expect(await page.getByRole('dialog').count()).toBe(0);
});

test('b with the boost modal asks first, and the focus returns to the status when it closes', async () => {
  setBoostModal('demo', true);
  try {
    const id = await alicePosts('Hotkey boost modal check');
    const page = await signedInPage(world);
    await focusEntry(page, 'Hotkey boost modal check');
    await page.keyboard.press('b');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect((await demoSees(id)).reblogged).toBe(false);
    // While the modal is open, hotkeys stay out of it.
    await page.keyboard.press('f');
    await dialog.getByRole('button', { name: 'Boost', exact: true }).click();
    await eventually(async () => expect((await demoSees(id)).reblogged).toBe(true));
    expect((await demoSees(id)).favourited).toBe(false);
    await eventually(async () => expect((await focused(page)).text).toContain('Hotkey boost modal check'));
  } finally {
    setBoostModal('demo', false);
  }
});

test('r opens the reply composer with the mention; m mentions the author; Escape leaves the composer', async () => {
  await alicePosts('Hotkey reply check');
  const page = await signedInPage(world);
  await focusEntry(page, 'Hotkey reply check');
  await page.keyboard.press('r');
  const composer = page.locator('.t-compose textarea');
  await eventually(async () => {
    expect(await composer.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await composer.inputValue()).toMatch(/^@alice /);
  });
  // Typing is typing: j goes into the text, not to the next status.
  await page.keyboard.type('jk');
  expect(await composer.inputValue()).toMatch(/^@alice jk/);
  await page.keyboard.press('Escape');
  expect((await focused(page)).tag).not.toBe('textarea');
  // Alt+N starts a brand new post: the reply is dropped and the composer has the focus.
  await page.keyboard.press('Alt+n');
  await eventually(async () => {
    expect(await composer.inputValue()).toBe('');
    expect((await focused(page)).tag).toBe('textarea');
  });
  await page.keyboard.press('Escape');
  await focusEntry(page, 'Hotkey reply check');
  await page.keyboard.press('m');
  await eventually(async () => expect(await composer.inputValue()).toMatch(/^@alice $/));
});

test('n focuses the composer', async () => {
  const page = await signedInPage(world);
  await home(page).locator('article.t-status').first().waitFor();
  await page.keyboard.press('n');
  await eventually(async () => expect((await focused(page)).tag).toBe('textarea'));
});

test('x shows and hides the text behind a content warning', async () => {
  await alicePosts('The ending of the book, in full', { spoiler_text: 'Hotkey warning check' });
  const page = await signedInPage(world);
  await focusEntry(page, 'Hotkey warning check');
  const hidden = home(page).getByText('The ending of the book, in full');
  expect(await hidden.isVisible()).toBe(false);
  await page.keyboard.press('x');
  await eventually(async () => expect(await hidden.isVisible()).toBe(true));
  await page.keyboard.press('x');
  await eventually(async () => expect(await hidden.isVisible()).toBe(false));
});

test('h shows and hides the sensitive media of the focused status', async () => {
  const id = await alicePostsPicture('Hotkey sensitive media check', true);
  const page = await signedInPage(world);
  await focusEntry(page, 'Hotkey sensitive media check');
  const gallery = home(page).locator(`article.t-status[data-id="${id}"] [data-testid="media-gallery"]`);
  const hidden = async () => (await gallery.getAttribute('class'))?.includes('is-hidden') ?? false;
  expect(await hidden()).toBe(true);
  await page.keyboard.press('h');
  await eventually(async () => expect(await hidden()).toBe(false));
  await page.keyboard.press('h');
  await eventually(async () => expect(await hidden()).toBe(true));
});

test('e opens the media of the focused status in the media viewer; Escape closes it and the focus returns', async () => {
  await alicePostsPicture('Hotkey open media check', false);
  const page = await signedInPage(world);
  await focusEntry(page, 'Hotkey open media check');
  await page.keyboard.press('e');
  const viewer = page.getByRole('dialog');
  await viewer.waitFor();
  await viewer.locator('img[alt="One red pixel"]').first().waitFor();
  await page.keyboard.press('Escape');
  await eventually(async () => {
    expect(await viewer.count()).toBe(0);
    expect((await focused(page)).text).toContain('Hotkey open media check');
  });
});

test('o opens the thread with the focus on the status; j moves in it; Backspace returns to the same entry', async () => {
  const id = await alicePosts('Hotkey thread check');
  const alice = await world.apiAs('alice');
  await alice.statuses.create({ status: 'Hotkey thread reply', in_reply_to_id: id, visibility: 'public' });
  const page = await signedInPage(world);
  await focusEntry(page, 'Hotkey thread check');
  await page.keyboard.press('o');
  await page.waitForURL(`${world.url}/statuses/${id}`);
  await eventually(async () => {
    const now = await focused(page);
    expect(now.className).toContain('w-thread__item--detail');
    expect(now.statusId).toBe(id);
  });
  await page.getByRole('region', { name: 'Post', exact: true }).getByText('Hotkey thread reply').waitFor();
  await page.keyboard.press('j');
  expect((await focused(page)).text).toContain('Hotkey thread reply');
  await page.keyboard.press('k');
  expect((await focused(page)).statusId).toBe(id);
  await page.keyboard.press('Backspace');
  await page.waitForURL(`${world.url}/`);
  await eventually(async () => {
    const now = await focused(page);
    expect(now.className).toContain('t-feed__item');
    expect(now.text).toContain('Hotkey thread check');
  });
});

test("p opens the author's profile", async () => {
  await alicePosts('Hotkey profile check');
  const aliceId = (await (await world.apiAs('demo')).accounts.lookup('alice')).id;
  const page = await signedInPage(world);
  await focusEntry(page, 'Hotkey profile check');
  await page.keyboard.press('p');
  await page.waitForURL(`${world.url}/accounts/${aliceId}`);
});

test('g then n shows notifications, g then f the favourites; g then a pause is forgotten', async () => {
  // The page's clock is Playwright's, so the pause below is a jump in time rather than a wait.
  const page = await pageForTest(world);
  await page.clock.install();
  await page.goto('/auth/sign_in');
  await fillServerSignIn(page);
  await page.waitForURL(`${world.url}/`);
  await home(page).locator('article.t-status').first().waitFor();
  await page.keyboard.press('g');
  await page.keyboard.press('n');
  await page.waitForURL(`${world.url}/notifications`);
  await page.getByRole('region', { name: 'Notifications' }).first().waitFor();
  await page.keyboard.press('g');
  await page.keyboard.press('f');
  await page.waitForURL(`${world.url}/favourites`);
  await page.keyboard.press('g');
  await page.clock.fastForward(1200);
  await page.keyboard.press('t');
  expect(page.url()).toBe(`${world.url}/favourites`);
});

test('? opens the keyboard-shortcuts screen, listing every hotkey; Backspace goes back', async () => {
  const page = await signedInPage(world);
  await home(page).locator('article.t-status').first().waitFor();
  await page.keyboard.press('Shift+?');
  await page.waitForURL(`${world.url}/keyboard-shortcuts`);
  const screen = page.getByRole('region', { name: 'Keyboard shortcuts' });
  const table = screen.getByRole('table');
  await table.waitFor();
  expect(await table.getByRole('row').count()).toBe(30);
  await table.getByRole('cell', { name: 'to display this legend' }).waitFor();
  await table.getByRole('cell', { name: 'to focus search' }).waitFor();
  await table.getByRole('cell', { name: 'to open follow requests list' }).waitFor();
  // The routed screen's column has the focus.
  expect(await screen.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Backspace');
  await page.waitForURL(`${world.url}/`);
});

test('screenshots: the shortcuts screen and a focused status, with a visible focus ring, in both themes', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [400, 631, 1280, 1440]) {
      const page = await signedInPage(world, 'demo', { width, height: 900, colorScheme });
      const statuses = page.locator('.t-feed__item');
      await statuses.nth(1).waitFor();
      await page.keyboard.press('j');
      await page.keyboard.press('j');
      const now = await focused(page);
      expect(now.posinset).toBe('2');
      expect(now.ring).toBe('solid');
      await screenshot(page, `keyboard-focus-${width}-${colorScheme}`);
      await page.keyboard.press('Shift+?');
      await page.getByRole('table').waitFor();
      await screenshot(page, `keyboard-shortcuts-${width}-${colorScheme}`);
      await page.context().close();
    }
  }
});
