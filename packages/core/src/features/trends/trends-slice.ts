import type { UnknownAction } from 'redux';
import type { AsyncActions } from '../../store/actions';
import { fetchTrendingLinks, fetchTrendingStatuses, fetchTrendingTags, trendsLoadStarted, type TrendsPage, type TrendsRequest } from './trends-actions';
import { initialTrends, type TrendKind, type TrendList, type TrendsState } from './trends-state';

function listReducer<T>(kind: TrendKind, list: TrendList<T>, actions: AsyncActions<TrendsRequest, TrendsPage<T>>, action: UnknownAction): TrendList<T> {
  if (trendsLoadStarted.match(action)) return action.payload.kind === kind ? { ...list, isLoading: true } : list;
  if (actions.fail.match(action)) return { ...list, isLoading: false, loaded: true };
  if (actions.success.match(action)) {
    const page = action.payload;
    if (page.skipped) return { ...list, isLoading: false };
    const items = page.expand ? [...list.items, ...page.items] : page.items;
    return { items, next: page.next, isLoading: false, loaded: true };
  }
  return list;
}

export function trendsReducer(state: TrendsState = initialTrends, action: UnknownAction): TrendsState {
  const next: TrendsState = {
    tags: listReducer('tags', state.tags, fetchTrendingTags, action),
    statuses: listReducer('statuses', state.statuses, fetchTrendingStatuses, action),
    links: listReducer('links', state.links, fetchTrendingLinks, action),
  };
  const changed = (Object.keys(next) as TrendKind[]).some((kind) => next[kind] !== state[kind]);
  return changed ? next : state;
}
