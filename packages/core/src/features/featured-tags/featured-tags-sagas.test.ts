import { localStoreHarness } from '../../../test/support/local-store';
import { selectAlerts } from '../alerts/alerts-selectors';
import { fetchFeaturedTags } from './featured-tags-actions';
import { selectFeaturedTags } from './featured-tags-selectors';

describe('featured hashtags against the local instance', () => {
  const h = localStoreHarness();

  it('loads the hashtags an account features, with their counts', async () => {
    const me = await h.api.accounts.verifyCredentials();
    await h.api.featuredTags.create('photography');
    await h.api.featuredTags.create('#trumpet');
    const s = h.newStore();
    expect(selectFeaturedTags(s.getState(), me.id)).toEqual([]);
    const done = h.recorder.next([fetchFeaturedTags.success.type, fetchFeaturedTags.fail.type]);
    s.dispatch(fetchFeaturedTags.request({ accountId: me.id }));
    expect((await done).type).toBe(fetchFeaturedTags.success.type);
    const server = await h.api.accounts.featuredTags(me.id);
    expect(selectFeaturedTags(s.getState(), me.id)).toEqual(server);
    expect(selectFeaturedTags(s.getState(), me.id).map((tag) => tag.name).sort()).toEqual(['photography', 'trumpet']);
  });

  it('an unknown account fails quietly (a 404 shows no alert, SPEC §8)', async () => {
    const s = h.newStore();
    const done = h.recorder.next([fetchFeaturedTags.success.type, fetchFeaturedTags.fail.type]);
    s.dispatch(fetchFeaturedTags.request({ accountId: '999999999' }));
    expect((await done).type).toBe(fetchFeaturedTags.fail.type);
    expect(selectFeaturedTags(s.getState(), '999999999')).toEqual([]);
    expect(selectAlerts(s.getState())).toEqual([]);
  });
});
