import type { RestClient } from '@trumpet/api-client';
import { eventually, screenshot, signedInPage, startWorld, type E2eWorld } from './support/harness';

// Issue #14: notification requests and the notification policy (Mastodon 4.3+), the private note
// on a profile and its familiar followers, against the seeded world.
let world: E2eWorld;
let demo: RestClient;

beforeAll(async () => {
  world = await startWorld();
  demo = await world.apiAs('demo');
});

afterAll(async () => {
  await world?.close();
});

const mentionIds = async (): Promise<(string | undefined)[]> => (await demo.notifications.list({ types: ['mention'], limit: 40 })).items.map((n) => n.status?.id);
const requestFrom = async (acct: string) => (await demo.notificationRequests.list()).items.find((request) => request.account.acct === acct);

test('filtering people demo does not follow from the column settings: their mentions become requests, one accepted into the notifications, one dismissed', async () => {
  const page = await signedInPage(world);
  const column = page.getByRole('region', { name: 'Notifications' });
  await column.getByRole('button', { name: 'Show settings' }).click();
  const notFollowing = column.getByRole('combobox', { name: /People you don't follow/ });
  expect(await notFollowing.inputValue()).toBe('accept');
  await notFollowing.selectOption('filter');
  await eventually(async () => expect((await demo.notifications.policy()).for_not_following).toBe('filter'));

  // Erin and (once demo unfollows him) Dave are people demo does not follow.
  await demo.accounts.unfollow((await demo.accounts.lookup('dave')).id);
  const fromErin = await (await world.apiAs('erin')).statuses.create({ status: '@demo are you coming to the rehearsal on Thursday?' });
  const fromDave = await (await world.apiAs('dave')).statuses.create({ status: '@demo daily reminder: water the plants' });
  expect(await mentionIds()).not.toContain(fromErin.id);
  expect((await requestFrom('erin'))?.last_status?.id).toBe(fromErin.id);

  await page.reload();
  const banner = page.getByRole('link', { name: /Filtered notifications/ });
  await banner.waitFor();
  expect(await banner.textContent()).toContain('2 requests to review');
  expect(await column.locator('.t-status').filter({ hasText: 'rehearsal on Thursday' }).count()).toBe(0);
  await banner.click();
  await page.waitForURL(`${world.url}/notifications/requests`);
  const requests = page.getByRole('region', { name: 'Filtered notifications' });
  const erinRow = requests.getByRole('listitem').filter({ hasText: 'Erin Walsh' });
  const daveRow = requests.getByRole('listitem').filter({ hasText: 'Daily Dave' });
  expect(await erinRow.textContent()).toContain('rehearsal on Thursday');
  await daveRow.waitFor();

  // Opened, Erin's request shows the mention it holds; Accept lets it into the notifications.
  await erinRow.getByRole('link').click();
  const request = page.getByRole('region', { name: 'Filtered: @erin' });
  await request.locator('.t-status').filter({ hasText: 'rehearsal on Thursday' }).waitFor();
  await request.getByRole('button', { name: 'Accept', exact: true }).click();
  await page.waitForURL(`${world.url}/notifications/requests`);
  await erinRow.waitFor({ state: 'detached' });
  await eventually(async () => expect(await mentionIds()).toContain(fromErin.id));
  expect(await requestFrom('erin')).toBeUndefined();
  await column.locator('.t-status').filter({ hasText: 'rehearsal on Thursday' }).waitFor();

  // Dave's is dismissed from its row: gone from the list and the server, and no notification.
  await daveRow.getByRole('button', { name: 'Dismiss notifications from @dave' }).click();
  await daveRow.waitFor({ state: 'detached' });
  await eventually(async () => expect(await requestFrom('dave')).toBeUndefined());
  expect(await mentionIds()).not.toContain(fromDave.id);
  await requests.getByText('All clear!', { exact: false }).waitFor();
  await page.goto('/notifications');
  await column.locator('.t-status').filter({ hasText: 'rehearsal on Thursday' }).waitFor();
  expect(await page.getByRole('link', { name: /Filtered notifications/ }).count()).toBe(0);
  await screenshot(page, 'notification-requests-accepted-1440-dark');
});

test('accepts several selected requests at once', async () => {
  await demo.notifications.updatePolicy({ for_not_following: 'filter' });
  await demo.accounts.unfollow((await demo.accounts.lookup('carol')).id);
  await demo.accounts.unfollow((await demo.accounts.lookup('frank')).id);
  const fromCarol = await (await world.apiAs('carol')).statuses.create({ status: '@demo the allotment gate is fixed' });
  const fromFrank = await (await world.apiAs('frank')).statuses.create({ status: '@demo new strings arrived' });
  const page = await signedInPage(world);
  await page.goto('/notifications/requests');
  const requests = page.getByRole('region', { name: 'Filtered notifications' });
  await requests.getByRole('checkbox', { name: 'Select @carol' }).check();
  await requests.getByRole('checkbox', { name: 'Select @frank' }).check();
  await requests.getByText('2 selected').waitFor();
  await screenshot(page, 'notification-requests-selected-1440-dark');
  await requests.getByRole('button', { name: 'Accept', exact: true }).click();
  await requests.getByRole('listitem').filter({ hasText: 'Frank Walsh' }).waitFor({ state: 'detached' });
  await eventually(async () => expect(await mentionIds()).toEqual(expect.arrayContaining([fromCarol.id, fromFrank.id])));
  expect(await requestFrom('carol')).toBeUndefined();
  expect(await requestFrom('frank')).toBeUndefined();
});

test('a private note written on a profile is saved, kept after a reload, and on the server', async () => {
  const bob = await demo.accounts.lookup('bob');
  const page = await signedInPage(world);
  await page.goto(`/accounts/${bob.id}`);
  await page.getByRole('button', { name: 'Your private note on @bob' }).click();
  await page.getByRole('textbox', { name: 'Your private note on @bob' }).fill('Plays flugelhorn in the Tuesday big band');
  await page.keyboard.press('Enter');
  await eventually(async () => expect((await demo.accounts.relationships([bob.id]))[0]?.note).toBe('Plays flugelhorn in the Tuesday big band'));

  await page.reload();
  const note = page.getByRole('button', { name: 'Your private note on @bob' });
  await note.waitFor();
  expect(await note.textContent()).toBe('Your private note on @bob: Plays flugelhorn in the Tuesday big band');
  // Escape leaves the saved note as it was.
  await note.click();
  await page.getByRole('textbox', { name: 'Your private note on @bob' }).fill('discarded');
  await page.keyboard.press('Escape');
  expect(await page.getByRole('button', { name: 'Your private note on @bob' }).textContent()).toBe('Your private note on @bob: Plays flugelhorn in the Tuesday big band');
  expect((await demo.accounts.relationships([bob.id]))[0]?.note).toBe('Plays flugelhorn in the Tuesday big band');
  await screenshot(page, 'profile-note-1440-dark');
});

test('a profile shows who of the people demo follows follow it, linking to them', async () => {
  // Seeded: alice, bob and grace follow tomas@brass.example, and demo follows all three.
  const tomas = await demo.accounts.lookup('tomas@brass.example');
  const [known] = await demo.accounts.familiarFollowers([tomas.id]);
  expect(known?.accounts.map((account) => account.acct).sort()).toEqual(['alice', 'bob', 'grace']);
  const page = await signedInPage(world);
  await page.goto(`/accounts/${tomas.id}`);
  const familiar = page.locator('.t-familiar');
  await familiar.waitFor();
  expect(await familiar.textContent()).toMatch(/^Followed by (Alice Moreau|Bob Okafor|Grace Achebe), (Alice Moreau|Bob Okafor|Grace Achebe) and 1 other you follow$/);
  expect(await familiar.locator('.t-avatar').count()).toBe(3);
  const [first] = known?.accounts ?? [];
  if (!first) throw new Error('no familiar follower');
  await familiar.getByRole('link', { name: first.display_name, exact: true }).click();
  await page.waitForURL(`${world.url}/accounts/${first.id}`);
  // Demo's own profile has neither the note nor familiar followers.
  const me = await demo.accounts.verifyCredentials();
  await page.goto(`/accounts/${me.id}`);
  await page.locator('.t-account-header').waitFor();
  expect(await page.locator('.t-familiar, .t-account-note').count()).toBe(0);
});
