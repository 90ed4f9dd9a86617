import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { block, mute } from '../support/status-fixtures';
import { post, rawFetch } from '../support/user-data-fixtures';

describe('conversations', () => {
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

  const dm = (from: TestUser, text: string, inReplyToId?: string) => post(t.instance, from, text, { visibility: 'direct', inReplyToId });

  it('lists the viewer’s direct conversations with the other participants, the last status and the unread state', async () => {
    const hello = dm(alice, '@bob hello');
    const [mine] = (await alice.api.conversations.list()).items;
    expect(mine).toMatchObject({ unread: false, last_status: { id: hello.id } });
    expect(mine?.accounts.map((a) => a.acct)).toEqual(['bob']);

    const [theirs] = (await bob.api.conversations.list()).items;
    expect(theirs).toMatchObject({ unread: true, last_status: { id: hello.id, visibility: 'direct' } });
    expect(theirs?.accounts.map((a) => a.acct)).toEqual(['alice']);
    expect((await carol.api.conversations.list()).items).toEqual([]);
  });

  it('orders by the latest status, keeps a conversation’s id as it moves, and pages by the last status id', async () => {
    const first = dm(alice, '@bob one');
    const second = dm(carol, '@bob two');
    let page = await bob.api.conversations.list();
    expect(page.items.map((c) => c.last_status?.id)).toEqual([second.id, first.id]);
    const withAlice = page.items[1]?.id;

    const reply = dm(alice, '@bob again', first.id);
    page = await bob.api.conversations.list();
    expect(page.items.map((c) => [c.id, c.last_status?.id])).toEqual([
      [withAlice, reply.id],
      [page.items[1]?.id, second.id],
    ]);

    const one = await bob.api.conversations.list({ limit: 1 });
    expect(one.items.map((c) => c.id)).toEqual([withAlice]);
    expect(one.next).toContain(`max_id=${reply.id}`);
    expect(one.prev).toContain(`min_id=${reply.id}`);
    const next = await bob.api.conversations.list({}, { cursor: one.next });
    expect(next.items.map((c) => c.last_status?.id)).toEqual([second.id]);
    expect((await bob.api.conversations.list({ min_id: second.id })).items.map((c) => c.id)).toEqual([withAlice]);
  });

  it('marks a conversation read for the viewer only, and a new status makes it unread again', async () => {
    const hello = dm(alice, '@bob @carol hi both');
    const [conversation] = (await bob.api.conversations.list()).items;
    const read = await bob.api.conversations.read(conversation?.id ?? '');
    expect(read).toMatchObject({ id: conversation?.id, unread: false });
    expect(read.accounts.map((a) => a.acct).sort()).toEqual(['alice', 'carol']);
    expect((await bob.api.conversations.list()).items[0]?.unread).toBe(false);
    expect((await carol.api.conversations.list()).items[0]?.unread).toBe(true);

    dm(carol, '@alice @bob answer', hello.id);
    expect((await bob.api.conversations.list()).items[0]?.unread).toBe(true);
    expect((await carol.api.conversations.list()).items[0]?.unread).toBe(false);
  });

  it('removes a conversation for the viewer only; others’ conversations are 404', async () => {
    dm(alice, '@bob hello');
    const [bobs] = (await bob.api.conversations.list()).items;
    const [alices] = (await alice.api.conversations.list()).items;
    await expect(carol.api.conversations.read(bobs?.id ?? '')).rejects.toMatchObject({ status: 404 });
    await expect(alice.api.conversations.remove(bobs?.id ?? '')).rejects.toMatchObject({ status: 404 });

    await bob.api.conversations.remove(bobs?.id ?? '');
    expect((await bob.api.conversations.list()).items).toEqual([]);
    expect((await alice.api.conversations.list()).items.map((c) => c.id)).toEqual([alices?.id]);
    await expect(bob.api.conversations.read(bobs?.id ?? '')).rejects.toMatchObject({ status: 404 });
  });

  it('shows the viewer alone in a conversation with themselves', async () => {
    dm(alice, 'a note to self');
    const [note] = (await alice.api.conversations.list()).items;
    expect(note?.accounts.map((a) => a.acct)).toEqual(['alice']);
  });

  it('hides conversations whose last status comes from someone the viewer blocks or mutes', async () => {
    dm(alice, '@bob from alice');
    dm(carol, '@bob from carol');
    block(t.instance, bob, alice);
    mute(t.instance, bob, carol);
    expect((await bob.api.conversations.list()).items).toEqual([]);
  });

  it('requires a signed-in user with the right scopes', async () => {
    expect((await rawFetch(`${t.url}/api/v1/conversations`)).status).toBe(401);
    const reader = t.user('reader', { scopes: 'read', password: null });
    expect((await rawFetch(`${t.url}/api/v1/conversations`, { token: reader.token })).status).toBe(200);
    expect((await rawFetch(`${t.url}/api/v1/conversations/1/read`, { method: 'POST', token: reader.token })).status).toBe(403);
  });
});
