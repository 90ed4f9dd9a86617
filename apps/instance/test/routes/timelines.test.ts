import type { Status } from '@trumpet/api-client';
import { postStatus, type PostStatusInput } from '../../src/services/post-status';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { addFilter, block, createList, domainBlock, follow, mute, remoteAccount } from '../support/status-fixtures';

const texts = (statuses: Status[]): string[] => statuses.map((s) => (s.reblog ? `boost:${s.reblog.content}` : s.content).replace(/<[^>]+>/g, ''));

describe('GET /api/v1/timelines/home: paging', () => {
  let t: TestInstance;
  let pager: TestUser;
  const ids: string[] = [];
  beforeAll(async () => {
    t = await startTestInstance();
    pager = t.user('pager');
    for (let i = 1; i <= 45; i += 1) ids.push(postStatus(t.instance, pager.account.id, { text: `post ${i}` }).id);
  });
  afterAll(() => t.close());
  const id = (n: number): string => ids[n - 1] ?? '';

  it('answers newest first, 20 by default, at most 40', async () => {
    const page = await pager.api.timelines.home();
    expect(page.items).toHaveLength(20);
    expect(page.items[0]?.id).toBe(id(45));
    const ordered = page.items.map((s) => s.id);
    expect([...ordered].sort().reverse()).toEqual(ordered);
    expect((await pager.api.timelines.home({ limit: 100 })).items).toHaveLength(40);
    expect((await pager.api.timelines.home({ limit: 3 })).items.map((s) => s.id)).toEqual([id(45), id(44), id(43)]);
  });

  it('links next with max_id = last id and prev with min_id = first id, keeping the limit', async () => {
    const response = await fetch(`${t.url}/api/v1/timelines/home?limit=2`, { headers: { authorization: `Bearer ${pager.token}` } });
    const link = response.headers.get('link') ?? '';
    expect(link).toContain(`/api/v1/timelines/home?limit=2&max_id=${id(44)}>; rel="next"`);
    expect(link).toContain(`/api/v1/timelines/home?limit=2&min_id=${id(45)}>; rel="prev"`);

    const first = await pager.api.timelines.home({ limit: 2 });
    const second = await pager.api.timelines.home({}, { cursor: first.next });
    expect(second.items.map((s) => s.id)).toEqual([id(43), id(42)]);
    const back = await pager.api.timelines.home({}, { cursor: second.prev });
    expect(back.items.map((s) => s.id)).toEqual([id(45), id(44)]);
  });

  it('since_id gives the newest after it, min_id the ones right after it, both newest first', async () => {
    expect((await pager.api.timelines.home({ since_id: id(10), limit: 3 })).items.map((s) => s.id)).toEqual([id(45), id(44), id(43)]);
    expect((await pager.api.timelines.home({ min_id: id(10), limit: 3 })).items.map((s) => s.id)).toEqual([id(13), id(12), id(11)]);
    expect((await pager.api.timelines.home({ max_id: id(5), since_id: id(2) })).items.map((s) => s.id)).toEqual([id(4), id(3)]);
    const empty = await pager.api.timelines.home({ min_id: id(45) });
    expect(empty).toMatchObject({ items: [], next: null, prev: null });
  });

  it('needs read:statuses', async () => {
    expect((await fetch(`${t.url}/api/v1/timelines/home`)).status).toBe(401);
    const writer = t.user('writer', { scopes: 'write' });
    await expect(writer.api.timelines.home()).rejects.toMatchObject({ status: 403 });
  });
});

describe('GET /api/v1/timelines/home: what it shows', () => {
  let t: TestInstance;
  let offset = 0;
  let viewer: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  let dave: TestUser;
  let eve: TestUser;
  let remoteId: string;
  const post = (user: TestUser | string, text: string, extra: Partial<PostStatusInput> = {}) =>
    postStatus(t.instance, typeof user === 'string' ? user : user.account.id, { text, ...extra });
  const home = async (user: TestUser = viewer) => texts((await user.api.timelines.home({ limit: 40 })).items);

  beforeAll(async () => {
    t = await startTestInstance({ now: () => new Date(Date.now() + offset) });
    viewer = t.user('viewer');
    alice = t.user('alice');
    bob = t.user('bob');
    carol = t.user('carol');
    dave = t.user('dave');
    eve = t.user('eve');
    remoteId = remoteAccount(t.instance, 'faraway', 'remote.example');
    follow(t.instance, viewer, alice);
    follow(t.instance, viewer, bob, { showReblogs: false });
    follow(t.instance, viewer, carol);
    t.instance.db
      .prepare('INSERT INTO follows (id, account_id, target_account_id, created_at) VALUES (?, ?, ?, ?)')
      .run('1', viewer.account.id, remoteId, new Date().toISOString());
  });
  afterAll(() => t.close());

  it('shows own statuses and those of followed accounts, not of others', async () => {
    post(viewer, 'mine');
    post(alice, 'from alice');
    post(dave, 'from dave, not followed');
    post(remoteId, 'from afar');
    expect(await home()).toEqual(['from afar', 'from alice', 'mine']);
    expect(await home(dave)).toEqual(['from dave, not followed']);
  });

  it('shows private statuses of followed accounts, direct ones only to the mentioned', async () => {
    post(alice, 'followers only', { visibility: 'private' });
    post(alice, '@viewer for you', { visibility: 'direct' });
    post(alice, '@dave not for you', { visibility: 'direct' });
    const shown = await home();
    expect(shown.slice(0, 2)).toEqual(['@viewer for you', 'followers only']);
    expect(shown).not.toContain('@dave not for you');
    expect(await home(alice)).toContain('@dave not for you');
  });

  it('shows a followed account’s reply only to the viewer, to someone followed, or to itself', async () => {
    const davePost = post(dave, 'dave asks');
    const carolPost = post(carol, 'carol asks');
    const viewerPost = post(viewer, 'viewer asks');
    const own = post(alice, 'alice asks');
    post(alice, 'reply to dave', { inReplyToId: davePost.id });
    post(alice, 'reply to carol', { inReplyToId: carolPost.id });
    post(alice, 'reply to viewer', { inReplyToId: viewerPost.id });
    post(alice, 'reply to self', { inReplyToId: own.id });
    const shown = await home();
    expect(shown.slice(0, 5)).toEqual(['reply to self', 'reply to viewer', 'reply to carol', 'alice asks', 'viewer asks']);
    expect(shown).not.toContain('reply to dave');
  });

  it('shows boosts only from follows that show boosts', async () => {
    const original = post(dave, 'worth boosting');
    await bob.api.statuses.reblog(original.id);
    await carol.api.statuses.reblog(original.id);
    const shown = await home();
    expect(shown[0]).toBe('boost:worth boosting');
    expect(shown.filter((text) => text === 'boost:worth boosting')).toHaveLength(1);
    const page = await viewer.api.timelines.home({ limit: 1 });
    expect(page.items[0]?.account.username).toBe('carol');
  });

  it('hides accounts the viewer blocks, mutes or whose domain they block, accounts that block them, and boosts of them', async () => {
    post(eve, 'eve was here');
    const eveStatus = post(eve, 'eve, boosted');
    await carol.api.statuses.reblog(eveStatus.id);
    follow(t.instance, viewer, eve);
    expect((await home()).slice(0, 3)).toEqual(['boost:eve, boosted', 'eve, boosted', 'eve was here']);

    mute(t.instance, viewer, eve);
    expect((await home()).filter((text) => text.includes('eve'))).toEqual([]);
    t.instance.db.prepare('DELETE FROM mutes').run();
    block(t.instance, eve, viewer);
    expect((await home()).filter((text) => text.includes('eve'))).toEqual([]);
    expect(await home(eve)).toContain('eve was here');
    t.instance.db.prepare('DELETE FROM blocks').run();

    expect(await home()).toContain('from afar');
    domainBlock(t.instance, viewer, 'Remote.Example');
    expect(await home()).not.toContain('from afar');

    mute(t.instance, viewer, carol, new Date(Date.now() - 1000).toISOString());
    expect(await home()).toContain('carol asks');
  });

  it('hides a status mentioning an account the viewer blocks', async () => {
    post(alice, '@dave see this');
    expect(await home()).toContain('@dave see this');
    block(t.instance, viewer, dave);
    expect(await home()).not.toContain('@dave see this');
    t.instance.db.prepare('DELETE FROM blocks').run();
  });

  it('leaves out members of the viewer’s exclusive lists', async () => {
    post(carol, 'carol for the list');
    createList(t.instance, viewer, [carol], { exclusive: true });
    const shown = await home();
    expect(shown).not.toContain('carol for the list');
    expect(shown).toContain('from alice');
    t.instance.db.prepare('DELETE FROM lists').run();
  });

  it('drops statuses matching irreversible home filters, keeping pages full', async () => {
    post(alice, 'No Spoilers here');
    post(alice, 'nospoilers as one word');
    post(alice, 'I like C++ a lot');
    post(alice, 'abc++ is not it');
    post(alice, 'tea time');
    post(alice, 'an expired word');
    addFilter(t.instance, viewer, 'spoilers');
    addFilter(t.instance, viewer, 'c++');
    addFilter(t.instance, viewer, 'tea', { irreversible: false });
    addFilter(t.instance, viewer, 'expired', { expiresAt: new Date(Date.now() - 1000).toISOString() });
    addFilter(t.instance, viewer, 'from', { context: ['public'] });
    const shown = await home();
    expect(shown.slice(0, 4)).toEqual(['an expired word', 'tea time', 'abc++ is not it', 'nospoilers as one word']);
    expect(shown).toContain('from alice');
    const page = await viewer.api.timelines.home({ limit: 3 });
    expect(texts(page.items)).toEqual(['an expired word', 'tea time', 'abc++ is not it']);
    // The next link keeps limit=3 and starts after the last status shown, not after the skipped ones.
    const next = await viewer.api.timelines.home({}, { cursor: page.next });
    expect(texts(next.items)).toEqual(['nospoilers as one word', 'carol for the list', '@dave see this']);
    expect(await home(alice)).toContain('No Spoilers here');
  });

  it('answers 206 with nothing while the feed regenerates, then 200 with the feed', async () => {
    t.instance.db.prepare('UPDATE accounts SET feed_regenerating = 1 WHERE id = ?').run(viewer.account.id);
    const first = await viewer.api.timelines.home();
    expect(first).toMatchObject({ partial: true, items: [] });
    expect((await fetch(`${t.url}/api/v1/timelines/home`, { headers: { authorization: `Bearer ${viewer.token}` } })).status).toBe(206);
    expect((await alice.api.timelines.home()).partial).toBe(false);
    offset += 1500;
    const later = await viewer.api.timelines.home();
    expect(later.partial).toBe(false);
    expect(later.items.length).toBeGreaterThan(0);
    expect(t.instance.db.prepare<[string], { f: number }>('SELECT feed_regenerating AS f FROM accounts WHERE id = ?').get(viewer.account.id)?.f).toBe(0);
  });
});

describe('GET /api/v1/timelines/list/:id', () => {
  let t: TestInstance;
  let owner: TestUser;
  let member: TestUser;
  let other: TestUser;
  let outsider: TestUser;
  const post = (user: TestUser, text: string, extra: Partial<PostStatusInput> = {}) => postStatus(t.instance, user.account.id, { text, ...extra });
  const listed = async (listId: string) => texts((await owner.api.timelines.list(listId, { limit: 40 })).items);

  beforeAll(async () => {
    t = await startTestInstance();
    owner = t.user('owner');
    member = t.user('member');
    other = t.user('other');
    outsider = t.user('outsider');
    follow(t.instance, owner, member);
    follow(t.instance, owner, other);
    const otherPost = post(other, 'other speaks');
    const ownerPost = post(owner, 'owner speaks');
    const outsiderPost = post(outsider, 'outsider speaks');
    const memberPost = post(member, 'member speaks');
    post(member, 'member to other', { inReplyToId: otherPost.id });
    post(member, 'member to owner', { inReplyToId: ownerPost.id });
    post(member, 'member to outsider', { inReplyToId: outsiderPost.id });
    post(member, 'member to self', { inReplyToId: memberPost.id });
    post(member, 'member privately', { visibility: 'private' });
    post(member, '@owner member directly', { visibility: 'direct' });
  });
  afterAll(() => t.close());

  it('shows members’ statuses with the list’s replies policy, newest first, never direct ones', async () => {
    const list = createList(t.instance, owner, [member]);
    expect(await listed(list)).toEqual(['member privately', 'member to self', 'member to owner', 'member speaks']);
    const withOther = createList(t.instance, owner, [member, other]);
    expect(await listed(withOther)).toEqual(['member privately', 'member to self', 'member to owner', 'member to other', 'member speaks', 'other speaks']);
    const followed = createList(t.instance, owner, [member], { repliesPolicy: 'followed' });
    expect(await listed(followed)).toEqual(['member privately', 'member to self', 'member to owner', 'member to other', 'member speaks']);
    const none = createList(t.instance, owner, [member, other], { repliesPolicy: 'none' });
    expect(await listed(none)).toEqual(['member privately', 'member to self', 'member to owner', 'member speaks', 'other speaks']);
  });

  it('pages with cursors', async () => {
    const list = createList(t.instance, owner, [member]);
    const first = await owner.api.timelines.list(list, { limit: 2 });
    expect(texts(first.items)).toEqual(['member privately', 'member to self']);
    expect(texts((await owner.api.timelines.list(list, {}, { cursor: first.next })).items)).toEqual(['member to owner', 'member speaks']);
  });

  it('is only for the list’s owner: 404 for anyone else', async () => {
    const list = createList(t.instance, owner, [member]);
    await expect(outsider.api.timelines.list(list)).rejects.toMatchObject({ status: 404 });
    await expect(owner.api.timelines.list('999999999999999999')).rejects.toMatchObject({ status: 404 });
    expect((await fetch(`${t.url}/api/v1/timelines/list/${list}`)).status).toBe(401);
    const listsReader = t.user('listsreader', { scopes: 'read:statuses' });
    await expect(listsReader.api.timelines.list(list)).rejects.toMatchObject({ status: 403 });
  });
});
