import type { Status } from '@trumpet/api-client';
import { postStatus, type PostStatusInput } from '../../src/services/post-status';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { addFilter, block, domainBlock, fakeMedia, remoteAccount } from '../support/status-fixtures';

const texts = (statuses: Status[]): string[] => statuses.map((s) => s.content.replace(/<[^>]+>/g, ''));

describe('GET /api/v1/timelines/public and /tag/:hashtag', () => {
  let t: TestInstance;
  let alice: TestUser;
  let bob: TestUser;
  let viewer: TestUser;
  let remoteId: string;
  const post = (author: TestUser | string, text: string, extra: Partial<PostStatusInput> = {}) =>
    postStatus(t.instance, typeof author === 'string' ? author : author.account.id, { text, ...extra });

  beforeAll(async () => {
    t = await startTestInstance();
    alice = t.user('alice');
    bob = t.user('bob');
    viewer = t.user('viewer');
    remoteId = remoteAccount(t.instance, 'faraway', 'remote.example');
    const first = post(alice, 'alice starts #Cats');
    post(bob, 'bob replies #cats', { inReplyToId: first.id });
    post(alice, 'alice continues', { inReplyToId: first.id });
    post(alice, 'alice unlisted #cats', { visibility: 'unlisted' });
    post(alice, 'alice private #cats', { visibility: 'private' });
    post(remoteId, 'remote says #cats #dogs');
    post(bob, 'bob shows a picture #dogs', { mediaIds: [fakeMedia(t.instance, bob)] });
    await bob.api.statuses.reblog(first.id);
    post(bob, 'bob talks #CATS #birds');
  });
  afterAll(() => t.close());

  it('shows public originals newest first, without replies to others or boosts, signed out', async () => {
    const page = await t.anonymous().timelines.public();
    expect(texts(page.items)).toEqual([
      'bob talks #CATS #birds',
      'bob shows a picture #dogs',
      'remote says #cats #dogs',
      'alice continues',
      'alice starts #Cats',
    ]);
    // Signed out there are no viewer flags in the JSON.
    const [first] = (await (await fetch(`${t.url}/api/v1/timelines/public?limit=1`)).json()) as Record<string, unknown>[];
    expect(first).not.toHaveProperty('favourited');
    expect(first).toMatchObject({ visibility: 'public', reblog: null });
  });

  it('narrows to local, remote or media', async () => {
    const local = await t.anonymous().timelines.public({ local: true });
    expect(texts(local.items)).not.toContain('remote says #cats #dogs');
    expect(local.items).toHaveLength(4);
    expect(local.next).toContain('local=true');
    expect(texts((await t.anonymous().timelines.public({ remote: true })).items)).toEqual(['remote says #cats #dogs']);
    expect(texts((await t.anonymous().timelines.public({ only_media: true })).items)).toEqual(['bob shows a picture #dogs']);
  });

  it('pages with limit and cursors', async () => {
    const first = await t.anonymous().timelines.public({ limit: 2 });
    expect(texts(first.items)).toEqual(['bob talks #CATS #birds', 'bob shows a picture #dogs']);
    const second = await t.anonymous().timelines.public({}, { cursor: first.next });
    expect(texts(second.items)).toEqual(['remote says #cats #dogs', 'alice continues']);
    expect(texts((await t.anonymous().timelines.public({ min_id: first.items[1]?.id, limit: 5 })).items)).toEqual(['bob talks #CATS #birds']);
  });

  it('hides what the viewer blocks, mutes or domain-blocks, for that viewer only', async () => {
    block(t.instance, viewer, bob);
    domainBlock(t.instance, viewer, 'remote.example');
    expect(texts((await viewer.api.timelines.public()).items)).toEqual(['alice continues', 'alice starts #Cats']);
    expect((await alice.api.timelines.public()).items).toHaveLength(5);
  });

  it('applies irreversible filters with the public context', async () => {
    const filtered = t.user('filtered');
    addFilter(t.instance, filtered, 'CONTINUES', { context: ['public'] });
    addFilter(t.instance, filtered, 'picture', { context: ['home'] });
    expect(texts((await filtered.api.timelines.public()).items)).toEqual([
      'bob talks #CATS #birds',
      'bob shows a picture #dogs',
      'remote says #cats #dogs',
      'alice starts #Cats',
    ]);
  });

  it('matches the tag case-insensitively, with replies, public only', async () => {
    const cats = await t.anonymous().timelines.tag('CaTs');
    expect(texts(cats.items)).toEqual(['bob talks #CATS #birds', 'remote says #cats #dogs', 'bob replies #cats', 'alice starts #Cats']);
    expect(cats.next).toContain('/api/v1/timelines/tag/CaTs?');
    expect(texts((await t.anonymous().timelines.tag('cats', { local: true, limit: 1 })).items)).toEqual(['bob talks #CATS #birds']);
    expect((await t.anonymous().timelines.tag('nothing')).items).toEqual([]);
  });

  it('combines any[], all[] and none[]', async () => {
    const anyOf = await t.anonymous().timelines.tag('birds', { any: ['dogs'] });
    expect(texts(anyOf.items)).toEqual(['bob talks #CATS #birds', 'bob shows a picture #dogs', 'remote says #cats #dogs']);
    const allOf = await t.anonymous().timelines.tag('cats', { all: ['dogs'] });
    expect(texts(allOf.items)).toEqual(['remote says #cats #dogs']);
    const noneOf = await t.anonymous().timelines.tag('cats', { none: ['dogs', 'Birds'] });
    expect(texts(noneOf.items)).toEqual(['bob replies #cats', 'alice starts #Cats']);
    expect(noneOf.next).toContain('none%5B%5D=dogs&none%5B%5D=Birds');
  });

  it('refuses a bad token even on public timelines', async () => {
    const response = await fetch(`${t.url}/api/v1/timelines/public`, { headers: { authorization: 'Bearer nope' } });
    expect(response.status).toBe(401);
  });
});
