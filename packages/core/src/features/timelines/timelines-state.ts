/** SPEC §3 "Timeline state". `null` in `items` marks a gap (statuses not loaded between its neighbours). */
export interface TimelineState {
  unread: number;
  online: boolean;
  top: boolean;
  isLoading: boolean;
  hasMore: boolean;
  isPartial: boolean;
  items: (string | null)[];
  /**
   * Streamed statuses that came while the reader was away from the top, newest first: kept out of
   * `items`, so nothing above the reading position moves, until the reader goes back to the top.
   */
  pending: string[];
  /** More came than `pending` keeps (MAX_PENDING): a gap goes between them and `items`. */
  pendingGap: boolean;
  /** The Link `next` cursor of a list that pages by link (favourites, bookmarks); null otherwise or at the end. */
  next: string | null;
}

/**
 * Timeline keys, as Mastodon names them: `hashtag:${tag}` with the tag lowercased, `list:${id}`, and
 * `account:${id}` with the suffixes `:with_replies`, `:media` and `:pinned`; `direct` holds the last
 * statuses of the user's conversations, `favourites`, `bookmarks` and `pinned` the user's own favourites,
 * bookmarks and pins.
 */
export type TimelineName =
  | 'home'
  | 'direct'
  | 'favourites'
  | 'bookmarks'
  | 'pinned'
  | 'community'
  | 'community:media'
  | 'public'
  | 'public:media'
  | `hashtag:${string}`
  | `list:${string}`
  | `account:${string}`;

export type TimelinesState = Record<string, TimelineState>;

// Mastodon reducers/timelines.js initialTimeline.
export const initialTimeline: TimelineState = {
  unread: 0,
  online: false,
  top: true,
  isLoading: false,
  hasMore: true,
  isPartial: false,
  items: [],
  pending: [],
  pendingGap: false,
  next: null,
};

/** How many streamed statuses wait while the reader is away from the top (Mastodon's MAX_QUEUED_ITEMS). */
export const MAX_PENDING = 40;

/** SPEC §9: "Timeline trim: above 40 keep 20 at the top." */
export const TIMELINE_TRIM_ABOVE = 40;
export const TIMELINE_TRIM_TO = 20;
/** Statuses a page of home, public, hashtag and list timelines asks for (SPEC §9 leaves it open; Mastodon allows 40). */
export const TIMELINE_PAGE_LIMIT = 40;
/** SPEC §9: "Account statuses page limit 40." */
export const ACCOUNT_STATUSES_LIMIT = 40;
/** How often a partial (206) timeline is asked again; Mastodon's home column polls every 3 s. */
export const PARTIAL_POLL_MS = 3000;

