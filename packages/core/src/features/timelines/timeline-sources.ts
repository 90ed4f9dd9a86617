import type { Conversation, Page, Status, StreamParams } from '@trumpet/api-client';
import type { CoreApi } from '../../store/core-api';
import type { FilterContext } from '../../text/filter-regex';
import { bookmarkStatus, favouriteStatus, pinStatus, unbookmarkStatus, unfavouriteStatus, unpinStatus } from '../statuses/status-actions';
import { tagsForName, tagsInName } from './hashtag-params';
import type { TagParams } from './timelines-actions';
import { ACCOUNT_STATUSES_LIMIT, TIMELINE_PAGE_LIMIT, type TimelineName } from './timelines-state';

export interface Cursor {
  max_id?: string;
  since_id?: string;
}

/** What some timelines need besides the cursor. */
export interface PageContext {
  /** The signed-in account, whose pins the 'pinned' timeline lists. */
  me: string | null;
  /** The Link header `next` of the last favourites or bookmarks page, which page by mark, not by status id. */
  next: string | null;
  /** A hashtag column's extra tags (any, all, none). */
  tags: TagParams;
}

export const NO_CONTEXT: PageContext = { me: null, next: null, tags: {} };

/** What a timeline name says: its kind and the parameters in the name. */
export type TimelineSource =
  | { kind: 'home' }
  | { kind: 'direct' }
  | { kind: 'favourites' }
  | { kind: 'bookmarks' }
  | { kind: 'pinned' }
  | { kind: 'public'; variant: PublicVariant }
  | { kind: 'hashtag'; tag: string; tags?: TagParams }
  | { kind: 'list'; id: string }
  | { kind: 'account'; id: string; variant: AccountVariant; tagged?: string };

export type AccountVariant = 'statuses' | 'with_replies' | 'media' | 'pinned';
export type PublicVariant = 'public' | 'public:media' | 'community' | 'community:media';
type Kind = TimelineSource['kind'];
type SourceOf<K extends Kind> = Extract<TimelineSource, { kind: K }>;

interface SourceRow<K extends Kind> {
  /** The timeline's name in the store (Mastodon's timeline ids). */
  name(source: SourceOf<K>): TimelineName;
  /** Reads a name of this kind; `rest` is what follows `kind:` (empty for names without parameters). */
  parse(rest: string): SourceOf<K> | null;
  /** A page of it, or null when it cannot be loaded (pins before sign-in). */
  fetch(api: CoreApi, source: SourceOf<K>, cursor: Cursor, context: PageContext): PromiseLike<Page<Status>> | null;
  /**
   * 'id': pages by status id (since_id on top, max_id below); 'whole': each load replaces the list
   * (pins, and favourites, which are ordered by when they were favourited and page by their Link `next`).
   */
  paging(source: SourceOf<K>): 'id' | 'whole';
  /** Where its statuses are shown, for the filters' contexts (SPEC §5). */
  filterContext: FilterContext;
  /** The stream that keeps it live (SPEC §4 Streaming), if any. */
  stream(source: SourceOf<K>): StreamParams | null;
  /** Actions after which a loaded one loads its first page again (the user's own lists of statuses). */
  reloadOn: readonly string[];
}

const page = (cursor: Cursor) => ({ ...cursor, limit: TIMELINE_PAGE_LIMIT });
const fixed = <K extends Kind>(source: SourceOf<K>) => (rest: string): SourceOf<K> | null => (rest === '' ? source : null);

/** The user's conversations as a timeline of their last statuses (conversations page by last status id). */
const lastStatuses = (conversations: Page<Conversation>): Page<Status> => ({
  ...conversations,
  items: conversations.items.flatMap((conversation) => (conversation.last_status ? [conversation.last_status] : [])),
});

const ACCOUNT_VARIANTS: readonly AccountVariant[] = ['with_replies', 'media', 'pinned'];
const TAGGED = 'tagged:';

// The federated and local timelines, with and without 'media only' (Mastodon's public and community columns).
const PUBLIC: Record<PublicVariant, { local: boolean; onlyMedia: boolean; stream: StreamParams }> = {
  public: { local: false, onlyMedia: false, stream: { stream: 'public' } },
  'public:media': { local: false, onlyMedia: true, stream: { stream: 'public:media' } },
  community: { local: true, onlyMedia: false, stream: { stream: 'public:local' } },
  'community:media': { local: true, onlyMedia: true, stream: { stream: 'public:local:media' } },
};
const isPublicVariant = (name: string): name is PublicVariant => Object.prototype.hasOwnProperty.call(PUBLIC, name);

// One row per kind of timeline (Mastodon actions/timelines.js expand*Timeline): a new timeline is one row.
const SOURCES: { [K in Kind]: SourceRow<K> } = {
  home: {
    name: () => 'home',
    parse: fixed({ kind: 'home' }),
    fetch: (api, _source, cursor) => api.timelines.home(page(cursor)),
    paging: () => 'id',
    filterContext: 'home',
    stream: () => ({ stream: 'user' }),
    reloadOn: [],
  },
  direct: {
    name: () => 'direct',
    parse: fixed({ kind: 'direct' }),
    fetch: (api, _source, cursor) => api.conversations.list(cursor).then(lastStatuses),
    paging: () => 'id',
    filterContext: 'public',
    stream: () => ({ stream: 'direct' }),
    reloadOn: [],
  },
  favourites: {
    name: () => 'favourites',
    parse: fixed({ kind: 'favourites' }),
    // Mastodon actions/favourites.js: the first page, or the page at the `next` link.
    fetch: (api, _source, _cursor, context) => api.favourites.list({}, { cursor: context.next }),
    paging: () => 'whole',
    filterContext: 'public',
    stream: () => null,
    reloadOn: [favouriteStatus.success.type, unfavouriteStatus.success.type],
  },
  bookmarks: {
    name: () => 'bookmarks',
    parse: fixed({ kind: 'bookmarks' }),
    // Mastodon actions/bookmarks.js: the first page, or the page at the `next` link.
    fetch: (api, _source, _cursor, context) => api.bookmarks.list({}, { cursor: context.next }),
    paging: () => 'whole',
    filterContext: 'public',
    stream: () => null,
    reloadOn: [bookmarkStatus.success.type, unbookmarkStatus.success.type],
  },
  pinned: {
    name: () => 'pinned',
    parse: fixed({ kind: 'pinned' }),
    // Mastodon actions/pin_statuses.js fetchPinnedStatuses.
    fetch: (api, _source, _cursor, context) => (context.me === null ? null : api.accounts.statuses(context.me, { pinned: true })),
    paging: () => 'whole',
    filterContext: 'account',
    stream: () => null,
    reloadOn: [pinStatus.success.type, unpinStatus.success.type],
  },
  public: {
    name: ({ variant }) => variant,
    // Named by their variant alone: see timelineSource.
    parse: () => null,
    fetch: (api, { variant }, cursor) => {
      const { local, onlyMedia } = PUBLIC[variant];
      return api.timelines.public({ ...page(cursor), ...(local ? { local: true } : {}), ...(onlyMedia ? { only_media: true } : {}) });
    },
    paging: () => 'id',
    filterContext: 'public',
    stream: ({ variant }) => PUBLIC[variant].stream,
    reloadOn: [],
  },
  hashtag: {
    // A column's extra tags are part of its name: each set of tags is a timeline of its own.
    name: ({ tag, tags }) => {
      const extra = tags ? tagsForName(tags) : '';
      return `hashtag:${tag.toLowerCase()}${extra === '' ? '' : `?${extra}`}`;
    },
    parse: (rest) => {
      const at = rest.indexOf('?');
      const tag = at < 0 ? rest : rest.slice(0, at);
      if (tag === '') return null;
      return at < 0 ? { kind: 'hashtag', tag } : { kind: 'hashtag', tag, tags: tagsInName(rest.slice(at + 1)) };
    },
    fetch: (api, { tag, tags }, cursor, context) => api.timelines.tag(tag, { ...page(cursor), ...(tags ?? context.tags) }),
    paging: () => 'id',
    filterContext: 'public',
    stream: ({ tag }) => ({ stream: 'hashtag', tag }),
    reloadOn: [],
  },
  list: {
    name: ({ id }) => `list:${id}`,
    parse: (rest) => (rest === '' ? null : { kind: 'list', id: rest }),
    fetch: (api, { id }, cursor) => api.timelines.list(id, page(cursor)),
    paging: () => 'id',
    filterContext: 'home',
    stream: ({ id }) => ({ stream: 'list', list: id }),
    reloadOn: [],
  },
  account: {
    // The toots with a hashtag (a featured hashtag's link on a profile): `account:{id}:tagged:{tag}`.
    name: ({ id, variant, tagged }) => (variant !== 'statuses' ? `account:${id}:${variant}` : tagged ? `account:${id}:tagged:${tagged}` : `account:${id}`),
    parse: (rest) => {
      const at = rest.indexOf(':');
      const id = at < 0 ? rest : rest.slice(0, at);
      const suffix = at < 0 ? 'statuses' : rest.slice(at + 1);
      if (suffix.startsWith(TAGGED)) {
        const tagged = suffix.slice(TAGGED.length);
        return id === '' || tagged === '' ? null : { kind: 'account', id, variant: 'statuses', tagged };
      }
      const variant = ACCOUNT_VARIANTS.find((known) => known === suffix) ?? (suffix === 'statuses' ? 'statuses' : null);
      return id === '' || variant === null ? null : { kind: 'account', id, variant };
    },
    fetch: (api, { id, variant, tagged }, cursor) => {
      if (variant === 'pinned') return api.accounts.statuses(id, { pinned: true });
      if (tagged) return api.accounts.statuses(id, { ...cursor, exclude_replies: true, tagged, limit: ACCOUNT_STATUSES_LIMIT });
      if (variant === 'media') return api.accounts.statuses(id, { ...cursor, only_media: true, limit: ACCOUNT_STATUSES_LIMIT });
      return api.accounts.statuses(id, { ...cursor, exclude_replies: variant !== 'with_replies', limit: ACCOUNT_STATUSES_LIMIT });
    },
    paging: ({ variant }) => (variant === 'pinned' ? 'whole' : 'id'),
    filterContext: 'account',
    stream: () => null,
    reloadOn: [],
  },
};

const isKind = (kind: string): kind is Kind => Object.prototype.hasOwnProperty.call(SOURCES, kind);

/** What a timeline name says, or null for a name no row knows. */
export function timelineSource(name: string): TimelineSource | null {
  if (isPublicVariant(name)) return { kind: 'public', variant: name };
  const at = name.indexOf(':');
  const kind = at < 0 ? name : name.slice(0, at);
  if (!isKind(kind) || kind === 'public') return null;
  return SOURCES[kind].parse(at < 0 ? '' : name.slice(at + 1));
}

/** What `use` gives for a source and its row (a switch, so each row meets its own kind of source). */
function withRow<T>(source: TimelineSource, use: <K extends Kind>(row: SourceRow<K>, source: SourceOf<K>) => T): T {
  switch (source.kind) {
    case 'home':
      return use(SOURCES.home, source);
    case 'direct':
      return use(SOURCES.direct, source);
    case 'favourites':
      return use(SOURCES.favourites, source);
    case 'bookmarks':
      return use(SOURCES.bookmarks, source);
    case 'pinned':
      return use(SOURCES.pinned, source);
    case 'public':
      return use(SOURCES.public, source);
    case 'hashtag':
      return use(SOURCES.hashtag, source);
    case 'list':
      return use(SOURCES.list, source);
    case 'account':
      return use(SOURCES.account, source);
  }
}

export const timelineName = (source: TimelineSource): TimelineName => withRow(source, (row, known) => row.name(known));

const UNPARAMETERISED: readonly TimelineSource[] = [{ kind: 'home' }, { kind: 'direct' }, { kind: 'favourites' }, { kind: 'bookmarks' }, { kind: 'pinned' }];

/** The timelines without parameters that reload after some actions, with those actions. */
export const TIMELINE_RELOADS: readonly { timeline: TimelineName; on: readonly string[] }[] = UNPARAMETERISED.map((source) => ({
  timeline: timelineName(source),
  on: withRow(source, (row) => row.reloadOn),
})).filter((reload) => reload.on.length > 0);

export const hashtagTimeline = (tag: string, tags?: TagParams): TimelineName => timelineName(tags ? { kind: 'hashtag', tag, tags } : { kind: 'hashtag', tag });
export const listTimeline = (id: string): TimelineName => timelineName({ kind: 'list', id });
export const accountTimeline = (id: string, variant: AccountVariant = 'statuses'): TimelineName => timelineName({ kind: 'account', id, variant });
/** The account's toots with a hashtag (lowercased, without '#'). */
export const accountTaggedTimeline = (id: string, tag: string): TimelineName => timelineName({ kind: 'account', id, variant: 'statuses', tagged: tag.replace(/^#/, '').toLowerCase() });

/** A page of a timeline (Mastodon actions/timelines.js expand*Timeline), or null for a name no row knows. */
export function fetchTimelinePage(api: CoreApi, name: string, cursor: Cursor, context: PageContext = NO_CONTEXT): PromiseLike<Page<Status>> | null {
  const source = timelineSource(name);
  return source === null ? null : withRow(source, (row, known) => row.fetch(api, known, cursor, context));
}

/** Lists ordered by when the user marked them, which page by their Link `next` (favourites, bookmarks). */
export const pagesByLink = (name: string): boolean => {
  const kind = timelineSource(name)?.kind;
  return kind === 'favourites' || kind === 'bookmarks';
};

/** Timelines replaced wholesale by each load (pins, favourites, bookmarks). */
export const isWholeTimeline = (name: string): boolean => {
  const source = timelineSource(name);
  return source !== null && withRow(source, (row, known) => row.paging(known) === 'whole');
};

/** Where a timeline's statuses are shown, for the filters' contexts (SPEC §5). */
export const timelineFilterContext = (name: string): FilterContext | undefined => {
  const source = timelineSource(name);
  return source === null ? undefined : withRow(source, (row) => row.filterContext);
};

/** The stream that keeps a timeline live, if any. */
export const timelineStream = (name: string): StreamParams | null => {
  const source = timelineSource(name);
  return source === null ? null : withRow(source, (row, known) => row.stream(known));
};
