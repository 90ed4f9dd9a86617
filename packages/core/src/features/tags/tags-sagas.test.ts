import { createRestClient, type RestClient } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { sanitize } from '../../../test/support/sanitize';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { selectAlerts } from '../alerts/alerts-selectors';
import { expandFollowedTags, fetchFollowedTags, fetchTag, followTag, unfollowTag } from './tags-actions';
import { selectFollowedTags, selectFollowedTagsStatus, selectTag } from './tags-selectors';

describe('hashtags and followed hashtags against the local instance', () => {
  let local: LocalServer;
  let api: RestClient;
  beforeAll(async () => {
    local = await startLocalServer();
    api = await local.signIn('demo');
  }, 60_000);
  afterAll(() => local.close());

  let recorder = createActionRecorder();
  let store: TrumpetStore | null = null;
  afterEach(() => store?.rootTask.cancel());
  function newStore(client: RestClient = api): TrumpetStore {
    store?.rootTask.cancel();
    recorder = createActionRecorder();
    store = createTrumpetStore({ api: client, sanitize, meta: { me: null }, middleware: [recorder.middleware] });
    return store;
  }
  function settle(s: TrumpetStore, actions: { success: { type: string }; fail: { type: string } }, action: { type: string }) {
    const done = recorder.next([actions.success.type, actions.fail.type]);
    s.dispatch(action);
    return done;
  }

  it('loads a hashtag with its following state, by any case', async () => {
    const s = newStore();
    await settle(s, fetchTag, fetchTag.request({ name: 'Photography' }));
    expect(selectTag(s.getState(), 'photography')).toMatchObject({ name: 'photography', following: false });
    expect(selectTag(s.getState(), '#PHOTOGRAPHY')?.following).toBe(false);
  });

  it('follows a hashtag (shown at once), puts it first among the followed, and unfollows it', async () => {
    const s = newStore();
    await settle(s, fetchTag, fetchTag.request({ name: 'trumpet' }));
    await settle(s, fetchFollowedTags, fetchFollowedTags.request());
    const followed = settle(s, followTag, followTag.request({ name: 'Trumpet' }));
    expect(selectTag(s.getState(), 'trumpet')?.following).toBe(true);
    expect((await followed).type).toBe(followTag.success.type);
    expect((await api.tags.fetch('trumpet')).following).toBe(true);
    expect(selectFollowedTags(s.getState())[0]?.name).toBe('trumpet');

    const unfollowed = settle(s, unfollowTag, unfollowTag.request({ name: 'trumpet' }));
    expect(selectTag(s.getState(), 'trumpet')?.following).toBe(false);
    expect((await unfollowed).type).toBe(unfollowTag.success.type);
    expect((await api.tags.fetch('trumpet')).following).toBe(false);
    expect(selectFollowedTags(s.getState()).map((tag) => tag.name)).not.toContain('trumpet');
  });

  it('a failed follow alerts and shows the hashtag unfollowed again', async () => {
    const s = newStore();
    await settle(s, fetchTag, fetchTag.request({ name: 'photography' }));
    const offline = createRestClient({ url: 'http://127.0.0.1:9' });
    jest.spyOn(api.tags, 'follow').mockImplementationOnce((name) => offline.tags.follow(name));
    expect((await settle(s, followTag, followTag.request({ name: 'photography' }))).type).toBe(followTag.fail.type);
    expect(selectTag(s.getState(), 'photography')?.following).toBe(false);
    expect(selectAlerts(s.getState())).toHaveLength(1);
  });

  it('lists the followed hashtags page by page along the next link', async () => {
    const names = Array.from({ length: 105 }, (_, index) => `paged${String(index).padStart(3, '0')}`);
    for (const name of names) await api.tags.follow(name);
    const s = newStore();
    await settle(s, fetchFollowedTags, fetchFollowedTags.request());
    const first = await api.followedTags.list();
    expect(first.next).not.toBeNull();
    expect(selectFollowedTags(s.getState()).map((tag) => tag.name)).toEqual(first.items.map((tag) => tag.name));
    expect(selectFollowedTagsStatus(s.getState())).toEqual({ isLoading: false, loaded: true, hasMore: true });

    await settle(s, expandFollowedTags, expandFollowedTags.request());
    const all = selectFollowedTags(s.getState()).map((tag) => tag.name);
    expect([...all].sort()).toEqual([...names].sort());
    expect(selectFollowedTagsStatus(s.getState()).hasMore).toBe(false);

    const again = await settle(s, expandFollowedTags, expandFollowedTags.request());
    expect(again.payload).toMatchObject({ skipped: true });
  });
});
