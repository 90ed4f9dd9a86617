import type { Page } from 'playwright-core';
import { eventually, screenshot, signedInPage, startWorld, type E2eWorld } from './support/harness';

// One world for the file; each test has a page of its own and checks the server's filters.
let world: E2eWorld;

beforeAll(async () => {
  world = await startWorld();
});

afterAll(async () => {
  await world?.close();
});

/** Opens /muted_words from the navigation, so the columns (home, notifications) keep their state. */
async function openMutedWords(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Navigation' }).getByRole('link', { name: 'Filters', exact: true }).click();
  await page.waitForURL(`${world.url}/muted_words`);
  await page.getByRole('region', { name: 'Filters', exact: true }).waitFor();
}

test('a filter made in the app collapses matching posts in home, notifications and a thread, hides them, and lets them back when deleted', async () => {
  const page = await signedInPage(world);
  const demo = await world.apiAs('demo');
  const alice = await world.apiAs('alice');
  const word = `quokka${Date.now().toString(36)}`;

  await openMutedWords(page);
  const screen = page.getByRole('region', { name: 'Filters', exact: true });
  await screen.getByRole('button', { name: 'Add filter' }).click();
  const form = screen.getByRole('form', { name: 'New filter' });
  await form.getByLabel('Title').fill('Marsupials');
  await form.getByRole('textbox', { name: 'Keyword 1' }).fill(word);
  await form.getByRole('button', { name: 'Save filter' }).click();
  await screen.getByRole('listitem', { name: 'Marsupials' }).waitFor();

  let filter = (await demo.filtersV2.list()).find((candidate) => candidate.title === 'Marsupials');
  expect(filter).toMatchObject({ context: ['home', 'notifications', 'public', 'thread'], filter_action: 'warn', expires_at: null });
  expect(filter?.keywords.map((keyword) => [keyword.keyword, keyword.whole_word])).toEqual([[word, true]]);
  const filterId = filter?.id ?? '';

  // Posted by another account after the filter exists: a mention (home and notifications) and a reply in a thread.
  const mention = await alice.statuses.create({ status: `@demo I saw a ${word} on the ferry`, visibility: 'public' });
  const root = await alice.statuses.create({ status: 'Ferry photos thread', visibility: 'public' });
  const reply = await alice.statuses.create({ status: `And a ${word} on the pier`, in_reply_to_id: root.id, visibility: 'public' });

  const home = page.getByRole('region', { name: 'Home' });
  const notifications = page.getByRole('region', { name: 'Notifications' });
  const collapsed = (where: typeof home, id: string) => where.locator(`article.t-status--filtered[data-id="${id}"]`);
  await collapsed(home, mention.id).waitFor();
  expect(await collapsed(home, mention.id).getAttribute('aria-label')).toBe('Filtered: Marsupials');
  await collapsed(notifications, mention.id).waitFor();
  expect(await notifications.getByText(`I saw a ${word}`).count()).toBe(0);

  await page.goto(`/statuses/${root.id}`);
  const thread = page.locator('.w-thread');
  await collapsed(thread as typeof home, reply.id).getByRole('button', { name: 'Show anyway' }).click();
  await thread.getByText(`And a ${word} on the pier`).waitFor();

  // Switched to hide: gone from every place at once, without reloading.
  await page.goto('/');
  await collapsed(home, mention.id).waitFor();
  await openMutedWords(page);
  await screen.getByRole('button', { name: 'Edit Marsupials' }).click();
  const editForm = screen.getByRole('form', { name: 'Edit filter' });
  await editForm.getByRole('radio', { name: /^Hide/ }).check();
  await editForm.getByRole('button', { name: 'Save filter' }).click();
  await eventually(async () => expect((await demo.filtersV2.fetch(filterId)).filter_action).toBe('hide'));
  await home.locator(`article[data-id="${mention.id}"]`).waitFor({ state: 'detached' });
  await notifications.locator(`article[data-id="${mention.id}"]`).waitFor({ state: 'detached' });
  expect(await home.locator('article.t-status').count()).toBeGreaterThan(0);

  // Deleted: the posts are back, whole.
  await screen.getByRole('button', { name: 'Delete Marsupials' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await screen.getByRole('listitem', { name: 'Marsupials' }).waitFor({ state: 'detached' });
  await eventually(async () => expect((await demo.filtersV2.list()).map((candidate) => candidate.id)).not.toContain(filterId));
  await home.locator(`article.t-status:not(.t-status--filtered)[data-id="${mention.id}"]`).waitFor();
  await notifications.getByText(`I saw a ${word} on the ferry`).waitFor();
  await page.goto(`/statuses/${root.id}`);
  await page.locator('.w-thread').getByText(`And a ${word} on the pier`).waitFor();
  filter = (await demo.filtersV2.list()).find((candidate) => candidate.id === filterId);
  expect(filter).toBeUndefined();
});

test("the seeded 'spoiler' filter collapses a boosted 'Spoiler: …' post in home", async () => {
  const demo = await world.apiAs('demo');
  expect((await demo.filtersV2.list()).map((filter) => [filter.title, filter.filter_action])).toContainEqual(['spoiler', 'warn']);
  const bob = await world.apiAs('bob');
  const alice = await world.apiAs('alice');
  const bobId = (await bob.accounts.verifyCredentials()).id;
  let spoiler = null;
  for (let maxId: string | undefined, pages = 0; !spoiler && pages < 10; pages += 1) {
    const page = await bob.accounts.statuses(bobId, { limit: 40, ...(maxId ? { max_id: maxId } : {}) });
    spoiler = page.items.find((status) => status.content.includes('Spoiler: the trumpet')) ?? null;
    maxId = page.items.at(-1)?.id;
    if (!maxId) break;
  }
  if (!spoiler) throw new Error("no seeded 'Spoiler:' post");
  const boost = await alice.statuses.reblog(spoiler.id);

  const page = await signedInPage(world);
  const home = page.getByRole('region', { name: 'Home' });
  const article = home.locator(`article.t-status--filtered[data-id="${boost.id}"]`);
  await article.waitFor();
  expect(await article.getAttribute('aria-label')).toBe('Filtered: spoiler');
  await article.getByRole('button', { name: 'Show anyway' }).click();
  // Shown, it is the post with its own content warning.
  await home.locator(`article[data-id="${boost.id}"]`).getByText('spoiler for the documentary').waitFor();
  await alice.statuses.unreblog(spoiler.id);
});

test('screenshots of /muted_words and a filtered post at each width, light and dark', async () => {
  const demo = await world.apiAs('demo');
  const alice = await world.apiAs('alice');
  const made = await demo.filtersV2.create({
    title: 'Weather talk',
    context: ['home', 'notifications', 'thread'],
    filter_action: 'warn',
    expires_in: 86400,
    keywords_attributes: [{ keyword: 'drizzle', whole_word: true }, { keyword: 'overcast', whole_word: false }],
  });
  const posted = await alice.statuses.create({ status: 'Another day of drizzle, perfect for practising indoors', visibility: 'public' });
  try {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await signedInPage(world, 'demo', { colorScheme });
      for (const width of [400, 631, 1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/muted_words');
        const screen = page.getByRole('region', { name: 'Filters', exact: true });
        await screen.getByRole('listitem', { name: 'Weather talk' }).waitFor();
        await screenshot(page, `muted-words-${width}-${colorScheme}`);
        await screen.getByRole('button', { name: 'Edit Weather talk' }).click();
        await screen.getByRole('form', { name: 'Edit filter' }).waitFor();
        await screenshot(page, `muted-words-edit-${width}-${colorScheme}`);
        await page.goto(`/statuses/${posted.id}`);
        await page.goto('/');
        await page.locator(`article.t-status--filtered[data-id="${posted.id}"]`).first().waitFor();
        await screenshot(page, `filtered-post-${width}-${colorScheme}`);
      }
    }
  } finally {
    await demo.filtersV2.remove(made.id);
  }
});
