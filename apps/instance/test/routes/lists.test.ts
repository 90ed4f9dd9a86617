import { snowflake } from '../../src/db/ids';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { follow } from '../support/status-fixtures';
import { rawFetch } from '../support/user-data-fixtures';

describe('lists', () => {
  let t: TestInstance;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;

  beforeEach(async () => {
    t = await startTestInstance();
    alice = t.user('alice', { password: null });
    bob = t.user('bob', { password: null });
    carol = t.user('carol', { password: null });
  });
  afterEach(() => t.close());

  it('creates, lists, fetches, updates and deletes the owner’s lists', async () => {
    const friends = await alice.api.lists.create({ title: 'Friends' });
    expect(friends).toMatchObject({ title: 'Friends', replies_policy: 'list', exclusive: false });
    const work = await alice.api.lists.create({ title: 'Work', replies_policy: 'none', exclusive: true });
    expect(work).toMatchObject({ replies_policy: 'none', exclusive: true });

    expect((await alice.api.lists.list()).map((l) => l.title)).toEqual(['Friends', 'Work']);
    expect(await bob.api.lists.list()).toEqual([]);
    expect(await alice.api.lists.fetch(work.id)).toEqual(work);

    const renamed = await alice.api.lists.update(friends.id, { title: 'Close friends', replies_policy: 'followed' });
    expect(renamed).toMatchObject({ id: friends.id, title: 'Close friends', replies_policy: 'followed', exclusive: false });
    // A PUT may send only some fields; the others stay.
    const partial = await rawFetch(`${t.url}/api/v1/lists/${work.id}`, { method: 'PUT', token: alice.token, json: { title: 'Job' } });
    expect(partial.body).toEqual({ id: work.id, title: 'Job', replies_policy: 'none', exclusive: true });

    await alice.api.lists.remove(friends.id);
    expect((await alice.api.lists.list()).map((l) => l.id)).toEqual([work.id]);
    await expect(alice.api.lists.fetch(friends.id)).rejects.toMatchObject({ status: 404 });
  });

  it('validates the title and replies policy with 422', async () => {
    await expect(alice.api.lists.create({ title: '  ' })).rejects.toMatchObject({
      status: 422,
      message: "Validation failed: Title can't be blank",
    });
    const bad = await rawFetch(`${t.url}/api/v1/lists`, { method: 'POST', token: alice.token, json: { title: 'x', replies_policy: 'everyone' } });
    expect(bad.status).toBe(422);
    const list = await alice.api.lists.create({ title: 'Ok' });
    await expect(alice.api.lists.update(list.id, { title: '' })).rejects.toMatchObject({ status: 422 });
    expect((await alice.api.lists.fetch(list.id)).title).toBe('Ok');
  });

  it('answers 404 to anyone but the owner, for the list and its members', async () => {
    follow(t.instance, alice, bob);
    const list = await alice.api.lists.create({ title: 'Mine' });
    await alice.api.lists.addAccounts(list.id, [bob.account.id]);
    follow(t.instance, carol, bob);
    await expect(carol.api.lists.fetch(list.id)).rejects.toMatchObject({ status: 404 });
    await expect(carol.api.lists.update(list.id, { title: 'Stolen' })).rejects.toMatchObject({ status: 404 });
    await expect(carol.api.lists.remove(list.id)).rejects.toMatchObject({ status: 404 });
    await expect(carol.api.lists.accounts(list.id)).rejects.toMatchObject({ status: 404 });
    await expect(carol.api.lists.addAccounts(list.id, [bob.account.id])).rejects.toMatchObject({ status: 404 });
    await expect(carol.api.lists.removeAccounts(list.id, [bob.account.id])).rejects.toMatchObject({ status: 404 });
    expect(await alice.api.lists.fetch(list.id)).toMatchObject({ title: 'Mine' });
    expect((await alice.api.lists.accounts(list.id)).items.map((a) => a.acct)).toEqual(['bob']);
  });

  it('adds only accounts the owner follows or asked to follow (or themselves), each once', async () => {
    const list = await alice.api.lists.create({ title: 'People' });
    await expect(alice.api.lists.addAccounts(list.id, [bob.account.id])).rejects.toMatchObject({ status: 422 });

    follow(t.instance, alice, bob);
    t.instance.db
      .prepare('INSERT INTO follow_requests (id, account_id, target_account_id, created_at) VALUES (?, ?, ?, ?)')
      .run(snowflake(), alice.account.id, carol.account.id, new Date().toISOString());
    const dave = t.user('dave', { password: null });
    // All or nothing: dave (not followed) spoils the batch.
    await expect(alice.api.lists.addAccounts(list.id, [bob.account.id, dave.account.id])).rejects.toMatchObject({ status: 422 });
    expect((await alice.api.lists.accounts(list.id)).items).toEqual([]);

    await alice.api.lists.addAccounts(list.id, [bob.account.id, carol.account.id, alice.account.id]);
    expect((await alice.api.lists.accounts(list.id)).items.map((a) => a.acct).sort()).toEqual(['alice', 'bob', 'carol']);
    await expect(alice.api.lists.addAccounts(list.id, [bob.account.id])).rejects.toMatchObject({
      status: 422,
      message: 'Validation failed: Account is already on the list',
    });
    await expect(alice.api.lists.addAccounts(list.id, ['999999999999999999'])).rejects.toMatchObject({ status: 404 });
  });

  it('lists members all at once with limit=0, else by pages with Link headers', async () => {
    const members: TestUser[] = [];
    for (const name of ['m1', 'm2', 'm3', 'm4', 'm5']) {
      const member = t.user(name, { password: null });
      follow(t.instance, alice, member);
      members.push(member);
    }
    const list = await alice.api.lists.create({ title: 'Many' });
    await alice.api.lists.addAccounts(list.id, members.map((m) => m.account.id));
    const newestFirst = members.map((m) => m.account.id).reverse();

    const all = await alice.api.lists.accounts(list.id, { limit: 0 });
    expect(all.items.map((a) => a.id)).toEqual(newestFirst);
    expect(all.next).toBeNull();

    const first = await alice.api.lists.accounts(list.id, { limit: 2 });
    expect(first.items.map((a) => a.id)).toEqual(newestFirst.slice(0, 2));
    expect(first.next).toContain(`max_id=${newestFirst[1]}`);
    const pages = [];
    for await (const page of alice.api.lists.accounts(list.id, { limit: 2 })) pages.push(page.items.map((a) => a.id));
    expect(pages).toEqual([newestFirst.slice(0, 2), newestFirst.slice(2, 4), newestFirst.slice(4), []]);

    await alice.api.lists.removeAccounts(list.id, [newestFirst[0] ?? '', newestFirst[2] ?? '']);
    expect((await alice.api.lists.accounts(list.id)).items.map((a) => a.id)).toEqual([newestFirst[1], newestFirst[3], newestFirst[4]]);
  });

  it('requires the lists scopes', async () => {
    expect((await rawFetch(`${t.url}/api/v1/lists`)).status).toBe(401);
    const reader = t.user('reader', { scopes: 'read', password: null });
    expect((await rawFetch(`${t.url}/api/v1/lists`, { token: reader.token })).status).toBe(200);
    expect((await rawFetch(`${t.url}/api/v1/lists`, { method: 'POST', token: reader.token, json: { title: 'x' } })).status).toBe(403);
  });
});
