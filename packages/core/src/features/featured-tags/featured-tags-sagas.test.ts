import type { RestClient } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { sanitize } from '../../../test/support/sanitize';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { selectAlerts } from '../alerts/alerts-selectors';
import { fetchFeaturedTags } from './featured-tags-actions';
import { selectFeaturedTags } from './featured-tags-selectors';

describe('featured hashtags against the local instance', () => {
  let local: LocalServer;
  let api: RestClient;
  let store: TrumpetStore | null = null;
  let recorder = createActionRecorder();
  beforeAll(async () => {
    local = await startLocalServer();
    api = await local.signIn('demo');
  }, 60_000);
  afterAll(() => local.close());
  afterEach(() => store?.rootTask.cancel());
  function newStore(): TrumpetStore {
    recorder = createActionRecorder();
    store = createTrumpetStore({ api, sanitize, meta: { me: null }, middleware: [recorder.middleware] });
    return store;
  }

  it('loads the hashtags an account features, with their counts', async () => {
    const me = await api.accounts.verifyCredentials();
    await api.featuredTags.create('photography');
    await api.featuredTags.create('#trumpet');
    const s = newStore();
    expect(selectFeaturedTags(s.getState(), me.id)).toEqual([]);
    const done = recorder.next([fetchFeaturedTags.success.type, fetchFeaturedTags.fail.type]);
    s.dispatch(fetchFeaturedTags.request({ accountId: me.id }));
    expect((await done).type).toBe(fetchFeaturedTags.success.type);
    const server = await api.accounts.featuredTags(me.id);
    expect(selectFeaturedTags(s.getState(), me.id)).toEqual(server);
    expect(selectFeaturedTags(s.getState(), me.id).map((tag) => tag.name).sort()).toEqual(['photography', 'trumpet']);
  });

  it('an unknown account fails quietly (a 404 shows no alert, SPEC §8)', async () => {
    const s = newStore();
    const done = recorder.next([fetchFeaturedTags.success.type, fetchFeaturedTags.fail.type]);
    s.dispatch(fetchFeaturedTags.request({ accountId: '999999999' }));
    expect((await done).type).toBe(fetchFeaturedTags.fail.type);
    expect(selectFeaturedTags(s.getState(), '999999999')).toEqual([]);
    expect(selectAlerts(s.getState())).toEqual([]);
  });
});
