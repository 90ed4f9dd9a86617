import type { Tag, TrendsLink } from '@trumpet/api-client';

/** One list of trends: what the server ranked, in its order, and the Link cursor to the next page. */
export interface TrendList<T> {
  items: T[];
  next: string | null;
  isLoading: boolean;
  /** The server has answered once, with the list or with an error. */
  loaded: boolean;
}

/** What is trending (https://docs.joinmastodon.org/methods/trends/): hashtags, status ids, and news links. */
export interface TrendsState {
  tags: TrendList<Tag>;
  statuses: TrendList<string>;
  links: TrendList<TrendsLink>;
}

export type TrendKind = keyof TrendsState;

const emptyList = { items: [], next: null, isLoading: false, loaded: false };

export const initialTrends: TrendsState = { tags: emptyList, statuses: emptyList, links: emptyList };

/** Mastodon's explore screens ask for 20 of each (actions/trends.js). */
export const TRENDS_PAGE = 20;
