import { createRestClient } from '@trumpet/api-client';
import { localStoreHarness } from '../../../test/support/local-store';
import { selectAlerts } from '../alerts/alerts-selectors';
import { expandFollowedTags, fetchFollowedTags, fetchTag, followTag, unfollowTag } from './tags-actions';
import { selectFollowedTags, selectFollowedTagsStatus, selectTag } from './tags-selectors';

describe('hashtags and followed hashtags against the local instance', () => {
  const h = localStoreHarness();

  it('loads a hashtag with its following state, by any case', async () => {
    const s = h.newStore();
    await h.settle(s, fetchTag, fetchTag.request({ name: 'Photography' }));
    expect(selectTag(s.getState(), 'photography')).toMatchObject({ name: 'photography', following: false });
    expect(selectTag(s.getState(), '#PHOTOGRAPHY')?.following).toBe(false);
  });

  it('follows a hashtag (shown at once), puts it first among the followed, and unfollows it', async () => {
    const s = h.newStore();
    await h.settle(s, fetchTag, fetchTag.request({ name: 'trumpet' }));
    await h.settle(s, fetchFollowedTags, fetchFollowedTags.request());
    const followed = h.settle(s, followTag, followTag.request({ name: 'Trumpet' }));
    expect(selectTag(s.getState(), 'trumpet')?.following).toBe(true);
    expect((await followed).type).toBe(followTag.success.type);
    expect((await h.api.tags.fetch('trumpet')).following).toBe(true);
    expect(selectFollowedTags(s.getState())[0]?.name).toBe('trumpet');

    const unfollowed = h.settle(s, unfollowTag, unfollowTag.request({ name: 'trumpet' }));
    expect(selectTag(s.getState(), 'trumpet')?.following).toBe(false);
    expect((await unfollowed).type).toBe(unfollowTag.success.type);
    expect((await h.api.tags.fetch('trumpet')).following).toBe(false);
    expect(selectFollowedTags(s.getState()).map((tag) => tag.name)).not.toContain('trumpet');
  });

  it('a failed follow alerts and shows the hashtag unfollowed again', async () => {
    const s = h.newStore();
    await h.settle(s, fetchTag, fetchTag.request({ name: 'photography' }));
    const offline = createRestClient({ url: 'http://127.0.0.1:9' });
    jest.spyOn(h.api.tags, 'follow').mockImplementationOnce((name) => offline.tags.follow(name));
    expect((await h.settle(s, followTag, followTag.request({ name: 'photography' }))).type).toBe(followTag.fail.type);
    expect(selectTag(s.getState(), 'photography')?.following).toBe(false);
    expect(selectAlerts(s.getState())).toHaveLength(1);
  });

  it('lists the followed hashtags page by page along the next link', async () => {
    const names = Array.from({ length: 105 }, (_, index) => `paged${String(index).padStart(3, '0')}`);
    for (const name of names) await h.api.tags.follow(name);
    const s = h.newStore();
    await h.settle(s, fetchFollowedTags, fetchFollowedTags.request());
    const first = await h.api.followedTags.list();
    expect(first.next).not.toBeNull();
    expect(selectFollowedTags(s.getState()).map((tag) => tag.name)).toEqual(first.items.map((tag) => tag.name));
    expect(selectFollowedTagsStatus(s.getState())).toEqual({ isLoading: false, loaded: true, hasMore: true });

    await h.settle(s, expandFollowedTags, expandFollowedTags.request());
    const all = selectFollowedTags(s.getState()).map((tag) => tag.name);
    expect([...all].sort()).toEqual([...names].sort());
    expect(selectFollowedTagsStatus(s.getState()).hasMore).toBe(false);

    const again = await h.settle(s, expandFollowedTags, expandFollowedTags.request());
    expect(again.payload).toMatchObject({ skipped: true });
  });
});
