import { createRestClient, type RestClient } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { sanitize } from '../../../test/support/sanitize';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { selectAlerts } from '../alerts/alerts-selectors';
import { selectStatus } from '../statuses/statuses-selectors';
import { fetchTrendingLinks, fetchTrendingStatuses, fetchTrendingTags } from './trends-actions';
import { selectTrendingLinks, selectTrendingStatuses, selectTrendingTags } from './trends-selectors';

describe('trends against the local instance', () => {
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

  it('loads the trending hashtags in the server’s order, with their history', async () => {
    const s = newStore();
    expect((await settle(s, fetchTrendingTags, fetchTrendingTags.request({}))).type).toBe(fetchTrendingTags.success.type);
    const server = await api.trends.tags({ limit: 20 });
    const tags = selectTrendingTags(s.getState());
    expect(server.items.length).toBeGreaterThan(0);
    expect(tags.items.map((tag) => tag.name)).toEqual(server.items.map((tag) => tag.name));
    expect(tags.items[0]?.history.length).toBeGreaterThan(0);
    expect(tags).toMatchObject({ isLoading: false, loaded: true });
  });

  it('imports the trending statuses through the importer and keeps their ids; expanding appends the next page', async () => {
    const s = newStore();
    await settle(s, fetchTrendingStatuses, fetchTrendingStatuses.request({}));
    const first = await api.trends.statuses({ limit: 20 });
    const ids = selectTrendingStatuses(s.getState()).items;
    expect(ids).toEqual(first.items.map((status) => status.id));
    for (const id of ids) expect(selectStatus(s.getState(), id)?.contentHtml).toEqual(expect.any(String));

    const expanded = await settle(s, fetchTrendingStatuses, fetchTrendingStatuses.request({ expand: true }));
    if (first.next === null) {
      expect(expanded.payload).toMatchObject({ skipped: true });
      expect(selectTrendingStatuses(s.getState()).items).toEqual(ids);
    } else {
      const second = await api.trends.statuses({ limit: 20 }, { cursor: first.next });
      expect(selectTrendingStatuses(s.getState()).items).toEqual([...ids, ...second.items.map((status) => status.id)]);
    }
  });

  it('asks once while a load is running', async () => {
    const s = newStore();
    const links = jest.spyOn(api.trends, 'links');
    const first = recorder.next([fetchTrendingLinks.success.type]);
    s.dispatch(fetchTrendingLinks.request({}));
    s.dispatch(fetchTrendingLinks.request({}));
    await first;
    await recorder.next([fetchTrendingLinks.success.type]);
    expect(links).toHaveBeenCalledTimes(1);
    const server = await api.trends.links({ limit: 20 });
    expect(selectTrendingLinks(s.getState()).items.map((link) => link.url)).toEqual(server.items.map((link) => link.url));
    links.mockRestore();
  });

  it('a failed load alerts and keeps what was there', async () => {
    const s = newStore(createRestClient({ url: 'http://127.0.0.1:9' }));
    expect((await settle(s, fetchTrendingTags, fetchTrendingTags.request({}))).type).toBe(fetchTrendingTags.fail.type);
    expect(selectTrendingTags(s.getState())).toMatchObject({ items: [], isLoading: false, loaded: true });
    expect(selectAlerts(s.getState())).toHaveLength(1);
  });
});
