import { createTrendsResource, type Page } from '@trumpet/api-client';
import { call, put, select, takeEvery } from 'typed-redux-saga';
import { importEntities } from '../../importer/import-saga';
import type { AsyncActions, PayloadAction } from '../../store/actions';
import { resource } from '../../store/resource';
import { toStoredError } from '../../store/errors';
import type { RootState } from '../../store/root-reducer';
import { settle } from '../../store/settle';
import { fetchTrendingLinks, fetchTrendingStatuses, fetchTrendingTags, trendsLoadStarted, type TrendsPage, type TrendsRequest } from './trends-actions';
import { TRENDS_PAGE, type TrendKind } from './trends-state';

interface TrendSource<T, K> {
  fetch: (cursor: string | null) => PromiseLike<Page<T>>;
  /** What the store keeps of the page's items. */
  keep: (items: T[]) => K[];
  /** Runs before: the statuses go through the importer. */
  imports?: (items: T[]) => Generator<unknown, void>;
}

/**
 * One trends list: nothing is asked while it loads, nor to expand without a next link; the first page
 * replaces the list, the next one is appended.
 */
function trendListSaga<T, K>(kind: TrendKind, actions: AsyncActions<TrendsRequest, TrendsPage<K>>, source: TrendSource<T, K>) {
  return function* saga(action: PayloadAction<TrendsRequest>) {
    const expand = action.payload.expand === true;
    const list = yield* select((state: RootState) => state.trends[kind]);
    const cursor = expand ? list.next : null;
    if (list.isLoading || (expand && cursor === null)) {
      yield* put(actions.success({ expand, items: [], next: list.next, skipped: true }));
      return;
    }
    yield* put(trendsLoadStarted({ kind }));
    try {
      const page = yield* call(() => settle(source.fetch(cursor)));
      if (source.imports) yield* source.imports(page.items);
      yield* put(actions.success({ expand, items: source.keep(page.items), next: page.next, skipped: false }));
    } catch (error) {
      yield* put(actions.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
    }
  };
}

const asIs = <T>(items: T[]): T[] => items;

export function* trendsSaga() {
  const trendsApi = yield* resource(createTrendsResource);
  const params = { limit: TRENDS_PAGE };
  yield* takeEvery(fetchTrendingTags.request.type, trendListSaga('tags', fetchTrendingTags, { fetch: (cursor) => trendsApi.tags(params, { cursor }), keep: asIs }));
  yield* takeEvery(
    fetchTrendingStatuses.request.type,
    trendListSaga('statuses', fetchTrendingStatuses, {
      fetch: (cursor) => trendsApi.statuses(params, { cursor }),
      imports: function* (statuses) {
        yield* importEntities({ statuses });
      },
      keep: (statuses) => statuses.map((status) => status.id),
    }),
  );
  yield* takeEvery(fetchTrendingLinks.request.type, trendListSaga('links', fetchTrendingLinks, { fetch: (cursor) => trendsApi.links(params, { cursor }), keep: asIs }));
}
