import type { Locator, Page } from 'playwright-core';
import { eventually, screenshot, signedInPage, startWorld, type E2eWorld } from './support/harness';

// Quote posts (issue #14, Mastodon 4.5): quoting from the app with the quoted post in the composer,
// the quote shown in the quoting status, the quote notification, the author's quote policy, and the
// quoted author removing a quote of their post.
let world: E2eWorld;

beforeAll(async () => {
  world = await startWorld();
});

afterAll(async () => {
  await world?.close();
});

const statusWith = (page: Page, text: string): Locator => page.locator('article.t-status').filter({ hasText: text }).first();
const composer = (page: Page): Locator => page.locator('form.t-compose').first();
const textarea = (page: Page): Locator => composer(page).getByPlaceholder('What is on your mind?');
const quoteCard = (status: Locator, acct: string): Locator => status.getByRole('group', { name: `Quoted post by @${acct}` });

test("quotes another account's post from the app: the quote in home and on the server, and a notification for its author", async () => {
  const alice = await world.apiAs('alice');
  const original = await alice.statuses.create({ status: 'The plum cake recipe: butter, plums, patience' });
  const page = await signedInPage(world, 'demo');
  await page.goto(`/statuses/${original.id}`);
  await page.locator('article.t-status--detail').getByRole('button', { name: 'Quote', exact: true }).click();

  // The composer shows the quoted post above the text, and who may quote the new one.
  const indicator = composer(page).getByRole('group', { name: 'Quoting @alice' });
  await indicator.waitFor();
  expect(await indicator.textContent()).toContain('butter, plums, patience');
  expect(await composer(page).getByRole('combobox', { name: 'Who can quote' }).inputValue()).toBe('public');
  await textarea(page).fill('Making this tonight');
  await screenshot(page, 'quotes-composer-1440-dark');
  const posted = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/v1/statuses'));
  await composer(page).getByRole('button', { name: /^Toot/ }).click();
  const answer = await posted;
  expect(answer.request().postDataJSON()).toMatchObject({ quoted_status_id: original.id });
  const { id: quoteId } = (await answer.json()) as { id: string };
  await eventually(async () => expect(await indicator.count()).toBe(0));

  // Home shows the quote with the quoted post inside it.
  await page.goto('/');
  const quote = statusWith(page, 'Making this tonight');
  expect(await quoteCard(quote, 'alice').textContent()).toContain('butter, plums, patience');
  // The server has the quote, accepted.
  const onServer = await (await world.apiAs('demo')).statuses.fetch(quoteId);
  expect(onServer.quote).toMatchObject({ state: 'accepted', quoted_status_id: original.id });

  // Alice is told, with the quoting post.
  const alicePage = await signedInPage(world, 'alice', { colorScheme: 'light' });
  await alicePage.goto('/notifications');
  const row = alicePage.locator('.t-notification--quote').filter({ hasText: 'Making this tonight' }).first();
  await row.waitFor();
  expect((await row.locator('.t-notification__text').textContent())?.trim()).toBe('Demo 🎺 quoted your post');
  expect(await quoteCard(row.locator('article.t-status'), 'alice').textContent()).toContain('butter, plums, patience');
});

test("the quoted author removes a quote of their post from its menu; it shows as removed on both sides", async () => {
  const alice = await world.apiAs('alice');
  const demo = await world.apiAs('demo');
  const original = await alice.statuses.create({ status: 'Harbour lights at dusk, film photo' });
  const quoting = await demo.statuses.create({ status: 'Gorgeous grain on this one', quoted_status_id: original.id });

  const alicePage = await signedInPage(world, 'alice');
  await alicePage.goto(`/statuses/${quoting.id}`);
  const detail = alicePage.locator('article.t-status--detail');
  await quoteCard(detail, 'alice').waitFor();
  await detail.getByRole('button', { name: 'More', exact: true }).click();
  const revoked = alicePage.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith(`/quotes/${quoting.id}/revoke`));
  await alicePage.getByRole('menuitem', { name: 'Remove quote' }).click();
  expect((await revoked).status()).toBe(200);
  await detail.getByText('The author removed this quote of their post').waitFor();
  expect(await quoteCard(detail, 'alice').count()).toBe(0);
  expect((await demo.statuses.fetch(quoting.id)).quote?.state).toBe('revoked');

  // The quoting author sees it removed too.
  const demoPage = await signedInPage(world, 'demo', { colorScheme: 'light' });
  const quote = statusWith(demoPage, 'Gorgeous grain on this one');
  await quote.getByText('The author removed this quote of their post').waitFor();
  expect(await quote.getByText('Harbour lights at dusk').count()).toBe(0);
  // Home opens at the last read position: bring the quote on screen for the picture.
  await quote.scrollIntoViewIfNeeded();
  await screenshot(demoPage, 'quotes-revoked-1440-light');
});

test("a post written with 'Who can quote: Just me' cannot be quoted by others, who are told why", async () => {
  const page = await signedInPage(world, 'demo');
  await textarea(page).fill('Only I may quote this thought');
  await composer(page).getByRole('combobox', { name: 'Who can quote' }).selectOption({ label: 'Just me' });
  const posted = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/v1/statuses'));
  await composer(page).getByRole('button', { name: /^Toot/ }).click();
  const answer = await posted;
  expect(answer.request().postDataJSON()).toMatchObject({ quote_approval_policy: 'nobody' });
  const { id } = (await answer.json()) as { id: string };
  // The form offers the default again for the next post.
  await eventually(async () => expect(await composer(page).getByRole('combobox', { name: 'Who can quote' }).inputValue()).toBe('public'));

  const seenByAlice = await (await world.apiAs('alice')).statuses.fetch(id);
  expect(seenByAlice.quote_approval).toMatchObject({ automatic: [], current_user: 'denied' });
  const alicePage = await signedInPage(world, 'alice');
  await alicePage.goto(`/statuses/${id}`);
  const button = alicePage.locator('article.t-status--detail').getByRole('button', { name: 'Quote', exact: true });
  expect(await button.isDisabled()).toBe(true);
  const reason = await button.evaluate((element) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent);
  expect(reason).toBe('The author does not allow quotes of this post');
  // Its author may still quote it.
  await page.goto(`/statuses/${id}`);
  expect(await page.locator('article.t-status--detail').getByRole('button', { name: 'Quote', exact: true }).isDisabled()).toBe(false);
});
