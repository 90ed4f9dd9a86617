import type { Tag, TrendsLink } from '@trumpet/api-client';
import type { RootState } from '../../store/root-reducer';
import type { TrendList } from './trends-state';

export const selectTrendingTags = (state: RootState): TrendList<Tag> => state.trends.tags;
/** The ids of the trending statuses, in the server's order (each in the statuses table). */
export const selectTrendingStatuses = (state: RootState): TrendList<string> => state.trends.statuses;
export const selectTrendingLinks = (state: RootState): TrendList<TrendsLink> => state.trends.links;
