import { publishAnnouncement, type Translator } from '@trumpet/instance';
import { eventually, screenshot, signedInPage, startWorld, type E2eWorld } from './support/harness';

// One world for the file, in order: the welcome announcement is reacted to and dismissed, then a new
// one is published to open pages; each test has a page of its own and reads the server's state.
let world: E2eWorld;

beforeAll(async () => {
  world = await startWorld();
});

afterAll(async () => {
  await world?.close();
});

const WELCOME = /Welcome to Trumpet Local/;

test("the server's announcement shows atop home: a reaction reaches the server, dismissing marks it read", async () => {
  const page = await signedInPage(world);
  const demo = await world.apiAs('demo');
  const welcome = async () => {
    const found = (await demo.announcements.list({ with_dismissed: true })).find((announcement) => WELCOME.test(announcement.content));
    if (!found) throw new Error('the seeded announcement is missing');
    return found;
  };
  expect((await welcome()).read).toBe(false);

  const home = page.getByRole('region', { name: 'Home' });
  const panel = home.getByRole('region', { name: 'Announcements' });
  await panel.getByText(WELCOME).waitFor();
  const toggle = home.getByRole('button', { name: 'Hide announcements' });
  expect(await toggle.getAttribute('class')).toContain('has-unread');

  // The seeded 🎉 (alice and bob): pressing it makes it the user's too.
  const party = panel.locator('button.t-reaction', { hasText: '🎉' });
  expect(await party.textContent()).toBe('🎉2');
  await party.click();
  await eventually(async () => expect(await party.getAttribute('aria-pressed')).toBe('true'));
  expect(await party.textContent()).toBe('🎉3');
  await eventually(async () => expect((await welcome()).reactions.find((reaction) => reaction.name === '🎉')).toMatchObject({ count: 3, me: true }));
  await screenshot(page, 'announcements-home-1440-dark');

  await panel.getByRole('button', { name: 'Dismiss' }).click();
  await panel.waitFor({ state: 'detached' });
  await eventually(async () => expect((await welcome()).read).toBe(true));
  // The header's toggle brings it back, without the unread dot.
  const show = home.getByRole('button', { name: 'Show announcements' });
  expect(await show.getAttribute('class')).not.toContain('has-unread');
  await show.click();
  await panel.getByText(WELCOME).waitFor();
  expect(await panel.getByRole('button', { name: 'Dismiss' }).count()).toBe(0);
});

test('a newly published announcement and reactions to it arrive by streaming', async () => {
  const page = await signedInPage(world);
  const home = page.getByRole('region', { name: 'Home' });
  // The welcome one is read: the panel stays closed, its toggle there.
  await home.getByRole('button', { name: 'Show announcements' }).waitFor();
  const panel = home.getByRole('region', { name: 'Announcements' });
  expect(await panel.count()).toBe(0);

  const startsAt = new Date(world.instance.now().getTime() + 60 * 60 * 1000);
  const endsAt = new Date(startsAt.getTime() + 2 * 60 * 60 * 1000);
  const published = publishAnnouncement(world.instance, { text: 'Maintenance tonight at 22:00, back by midnight.', startsAt, endsAt });
  await panel.getByText('Maintenance tonight at 22:00').waitFor();
  await panel.getByText('2 / 2').waitFor();
  // When the maintenance runs: its starts_at – ends_at, in the reader's zone.
  expect(await panel.locator('.t-announcements__range').textContent()).toMatch(/\d{2}:\d{2}\s?–\s?.*\d{2}:\d{2}/u);
  expect(await home.getByRole('button', { name: 'Hide announcements' }).getAttribute('class')).toContain('has-unread');

  const bob = await world.apiAs('bob');
  await bob.announcements.addReaction(published.id, '👀');
  await eventually(async () => expect(await panel.locator('button.t-reaction', { hasText: '👀' }).textContent()).toBe('👀1'));
  expect(await panel.locator('button.t-reaction', { hasText: '👀' }).getAttribute('aria-pressed')).toBe('false');

  // A new reaction from the emoji picker.
  await panel.getByRole('button', { name: 'Add a reaction' }).click();
  await page.getByPlaceholder('Search…').fill('fire');
  await page.keyboard.press('Enter');
  await eventually(async () => expect(await panel.locator('button.t-reaction', { hasText: '🔥' }).getAttribute('aria-pressed')).toBe('true'));
  const demo = await world.apiAs('demo');
  await eventually(async () => {
    const onServer = (await demo.announcements.list()).find((announcement) => announcement.id === published.id);
    expect(onServer?.reactions.find((reaction) => reaction.name === '🔥')).toMatchObject({ count: 1, me: true });
  });
});

/** A test backend on the world's instance: German into English, saying who translated. */
const testTranslator: Translator = {
  languages: async () => ({ de: ['en'] }),
  translate: async (texts) => texts.map((text) => ({ text: text.replace('Guten Morgen, alle zusammen!', 'Good morning, everyone!'), detectedSourceLanguage: 'de', provider: 'Test Translate' })),
};

test("a post in another language is translated where the server offers it, with 'Show original'", async () => {
  world.instance.config.translator = testTranslator;
  try {
    const alice = await world.apiAs('alice');
    const post = await alice.statuses.create({ status: 'Guten Morgen, alle zusammen!', language: 'de', visibility: 'public' });
    await alice.statuses.create({ status: 'Good evening!', language: 'en', visibility: 'public' });
    // French is a language the engine does not translate (translation_languages lists German only).
    await alice.statuses.create({ status: 'Bonsoir à tous !', language: 'fr', visibility: 'public' });
    const page = await signedInPage(world);
    await page.goto(`/statuses/${post.id}`);
    const thread = page.getByRole('region', { name: 'Post', exact: true });
    const translate = thread.getByRole('button', { name: 'Translate from German' });
    await translate.click();
    await thread.getByText('Good morning, everyone!').waitFor();
    await thread.getByText('Translated from German by Test Translate').waitFor();
    expect(await thread.getByText('Guten Morgen, alle zusammen!').count()).toBe(0);
    await screenshot(page, 'translate-1440-dark');

    await thread.getByRole('button', { name: 'Show original' }).click();
    await thread.getByText('Guten Morgen, alle zusammen!').waitFor();
    await translate.waitFor();
    // In home beside it: the German post offers it too, the English one nothing to an English reader.
    const feed = page.getByRole('feed', { name: 'Home' });
    await feed.locator('article.t-status', { hasText: 'Guten Morgen, alle zusammen!' }).getByRole('button', { name: 'Translate from German' }).waitFor();
    expect(await feed.locator('article.t-status', { hasText: 'Good evening!' }).getByRole('button', { name: /^Translate from/ }).count()).toBe(0);
    await feed.locator('article.t-status', { hasText: 'Bonsoir à tous !' }).waitFor();
    expect(await feed.locator('article.t-status', { hasText: 'Bonsoir à tous !' }).getByRole('button', { name: /^Translate from/ }).count()).toBe(0);
  } finally {
    world.instance.config.translator = null;
  }
});
