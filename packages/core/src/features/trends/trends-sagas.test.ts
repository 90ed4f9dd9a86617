import { createRestClient } from '@trumpet/api-client';
import { localStoreHarness } from '../../../test/support/local-store';
import { selectAlerts } from '../alerts/alerts-selectors';
import { selectStatus } from '../statuses/statuses-selectors';
import { fetchTrendingLinks, fetchTrendingStatuses, fetchTrendingTags } from './trends-actions';
import { selectTrendingLinks, selectTrendingStatuses, selectTrendingTags } from './trends-selectors';

describe('trends against the local instance', () => {
  const h = localStoreHarness();

  it('loads the trending hashtags in the server’s order, with their history', async () => {
    const s = h.newStore();
    expect((await h.settle(s, fetchTrendingTags, fetchTrendingTags.request({}))).type).toBe(fetchTrendingTags.success.type);
    const server = await h.api.trends.tags({ limit: 20 });
    const tags = selectTrendingTags(s.getState());
    expect(server.items.length).toBeGreaterThan(0);
    expect(tags.items.map((tag) => tag.name)).toEqual(server.items.map((tag) => tag.name));
    expect(tags.items[0]?.history.length).toBeGreaterThan(0);
    expect(tags).toMatchObject({ isLoading: false, loaded: true });
  });

  it('imports the trending statuses through the importer and keeps their ids; expanding appends the next page', async () => {
    const s = h.newStore();
    await h.settle(s, fetchTrendingStatuses, fetchTrendingStatuses.request({}));
    const first = await h.api.trends.statuses({ limit: 20 });
    const ids = selectTrendingStatuses(s.getState()).items;
    expect(ids).toEqual(first.items.map((status) => status.id));
    for (const id of ids) expect(selectStatus(s.getState(), id)?.contentHtml).toEqual(expect.any(String));

    const expanded = await h.settle(s, fetchTrendingStatuses, fetchTrendingStatuses.request({ expand: true }));
    if (first.next === null) {
      expect(expanded.payload).toMatchObject({ skipped: true });
      expect(selectTrendingStatuses(s.getState()).items).toEqual(ids);
    } else {
      const second = await h.api.trends.statuses({ limit: 20 }, { cursor: first.next });
      expect(selectTrendingStatuses(s.getState()).items).toEqual([...ids, ...second.items.map((status) => status.id)]);
    }
  });

  it('asks once while a load is running', async () => {
    const s = h.newStore();
    const links = jest.spyOn(h.api.trends, 'links');
    const first = h.recorder.next([fetchTrendingLinks.success.type]);
    s.dispatch(fetchTrendingLinks.request({}));
    s.dispatch(fetchTrendingLinks.request({}));
    await first;
    await h.recorder.next([fetchTrendingLinks.success.type]);
    expect(links).toHaveBeenCalledTimes(1);
    const server = await h.api.trends.links({ limit: 20 });
    expect(selectTrendingLinks(s.getState()).items.map((link) => link.url)).toEqual(server.items.map((link) => link.url));
    links.mockRestore();
  });

  it('a failed load alerts and keeps what was there', async () => {
    const s = h.newStore(createRestClient({ url: 'http://127.0.0.1:9' }));
    expect((await h.settle(s, fetchTrendingTags, fetchTrendingTags.request({}))).type).toBe(fetchTrendingTags.fail.type);
    expect(selectTrendingTags(s.getState())).toMatchObject({ items: [], isLoading: false, loaded: true });
    expect(selectAlerts(s.getState())).toHaveLength(1);
  });
});
