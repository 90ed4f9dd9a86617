import type { Instance } from '../context';
import { accountsByIds } from '../db/repositories/accounts';
import { applicationsByIds } from '../db/repositories/applications';
import { distinct } from '../db/repositories/in-list';
import { mediaOfStatuses } from '../db/repositories/media';
import { mentionsOfStatuses } from '../db/repositories/mentions';
import { pollsOfStatuses } from '../db/repositories/polls';
import { statusCounts, statusesByIds, viewerStatusFlags, type ViewerStatusFlags } from '../db/repositories/statuses';
import { tagsOfStatuses } from '../db/repositories/tags';
import type { StatusRow } from '../db/rows';
import { ViewerFilters } from '../policies/filters';
import { serializeAccounts, type AccountJson } from './account';
import { serializeCard } from './card';
import type { FilterResultJson } from './filter';
import { loadEmojis, type EmojiJson } from './emojis';
import { serializeMedia, type MediaJson } from './media';
import { serializePolls, type PollJson } from './poll';
import { loadPageQuotes, type QuoteFields } from './quote';
import { deepFreeze, SnapshotCache } from '../db/snapshot-cache';
import { accountUrl, acctOf } from './urls';

export interface StatusJson {
  id: string;
  created_at: string;
  in_reply_to_id: string | null;
  in_reply_to_account_id: string | null;
  sensitive: boolean;
  spoiler_text: string;
  visibility: string;
  language: string | null;
  uri: string;
  url: string | null;
  replies_count: number;
  reblogs_count: number;
  favourites_count: number;
  edited_at: string | null;
  favourited?: boolean;
  reblogged?: boolean;
  muted?: boolean;
  bookmarked?: boolean;
  pinned?: boolean;
  content: string;
  text?: string;
  /** The viewer's filters that match (FilterResult), whatever their context: policies/filters.ts. */
  filtered: FilterResultJson[];
  reblog: StatusJson | null;
  application: { name: string; website: string | null } | null;
  account: AccountJson;
  media_attachments: MediaJson[];
  mentions: { id: string; username: string; url: string; acct: string }[];
  tags: { name: string; url: string }[];
  emojis: EmojiJson[];
  card: unknown;
  poll: PollJson | null;
  /** Mastodon 4.5's quote fields, set on every status the serializer answers (serializers/quote.ts). */
  quote?: QuoteFields<QuotedStatusJson>['quote'];
  quote_approval?: QuoteFields<QuotedStatusJson>['quote_approval'];
  quotes_count?: number;
}

/** A quoted status, without `reblog` (REST::ShallowStatusSerializer). */
export type QuotedStatusJson = Omit<StatusJson, 'reblog'>;

export interface StatusSerializeOptions {
  /** Add the source `text` (REST::StatusSerializer with source_requested). */
  withSource?: boolean;
}

/** A status without what depends on the viewer or the clock (flags, poll, the boosted status, source). */
type StatusShell = Omit<StatusJson, 'favourited' | 'reblogged' | 'muted' | 'bookmarked' | 'pinned' | 'text'>;

const shells = new SnapshotCache<StatusShell>();

/**
 * Statuses as `viewerId` sees them (the viewer's favourite, boost, bookmark, mute and pin flags).
 * What the page needs (boosted statuses, authors, media, polls, mentions, tags, emojis, counts,
 * flags) is loaded in one query per kind for all of them; what is the same for every viewer is
 * kept until the database changes.
 */
export function serializeStatuses(
  instance: Instance,
  statuses: readonly StatusRow[],
  viewerId: string | null,
  options: StatusSerializeOptions = {},
): StatusJson[] {
  if (statuses.length === 0) return [];
  const { db } = instance;
  const byId = new Map(statuses.map((status) => [status.id, status]));
  for (let missing = reblogTargets(statuses, byId); missing.length > 0; ) {
    const found = [...statusesByIds(db, missing).values()];
    for (const row of found) byId.set(row.id, row);
    missing = reblogTargets(found, byId);
  }
  const quotes = loadPageQuotes(instance, byId, viewerId);
  const all = [...byId.values()];
  const filters = viewerId === null ? null : ViewerFilters.of(instance, viewerId);
  filters?.preload(all);
  const ids = all.map((status) => status.id);
  const cached = shells.entries(db);
  const shellOf = new Map<string, StatusShell>();
  const missing = all.filter((status) => {
    const shell = cached?.get(status.id);
    if (shell) shellOf.set(status.id, shell);
    return !shell;
  });
  for (const shell of statusShells(instance, missing)) {
    shellOf.set(shell.id, shell);
    cached?.set(shell.id, deepFreeze(shell));
  }
  const polls = pollsOfStatuses(db, ids);
  const pollJson = serializePolls(instance, [...polls.values()], viewerId);
  const flags = viewerId === null ? new Map<string, ViewerStatusFlags>() : viewerStatusFlags(db, ids, viewerId);

  const build = (status: StatusRow, withSource: boolean, quoted = false): StatusJson => {
    const shell = shellOf.get(status.id);
    if (!shell) throw new Error(`status ${status.id} was not serialized`);
    const original = status.reblog_of_id ? byId.get(status.reblog_of_id) : undefined;
    const poll = polls.get(status.id);
    const json: StatusJson = { ...shell, reblog: original ? build(original, false) : null, poll: (poll && pollJson.get(poll.id)) ?? null };
    if (viewerId !== null) {
      const flag = flags.get(status.id);
      json.favourited = flag?.favourited === 1;
      json.reblogged = flag?.reblogged === 1;
      json.bookmarked = flag?.bookmarked === 1;
      json.muted = flag?.muted === 1;
      if (viewerId === status.account_id) json.pinned = flag?.pinned === 1;
    }
    Object.assign(json, quotes.fields(status, { shallow: quoted, withSource }, (row) => withoutReblog(build(row, false, true))));
    if (filters) json.filtered = filters.results(status, original);
    if (withSource) json.text = status.text;
    return json;
  };
  return statuses.map((status) => build(status, options.withSource === true));
}

function statusShells(instance: Instance, statuses: readonly StatusRow[]): StatusShell[] {
  if (statuses.length === 0) return [];
  const { db } = instance;
  const ids = statuses.map((status) => status.id);
  const media = mediaOfStatuses(db, ids);
  const mentions = mentionsOfStatuses(db, ids);
  const tags = tagsOfStatuses(db, ids);
  const applications = applicationsByIds(db, distinct(statuses.map((status) => status.application_id)));
  const counts = statusCounts(db, ids);
  const authors = accountsByIds(db, distinct(statuses.map((status) => status.account_id)));
  const accountJson = new Map(serializeAccounts(instance, [...authors.values()]).map((json) => [json.id, json]));
  const emojis = loadEmojis(instance, statuses.flatMap((status) => [status.text, status.spoiler_text]));
  return statuses.map((status) => {
    const account = accountJson.get(status.account_id);
    if (!account) throw new Error(`status ${status.id} has no account`);
    const application = status.application_id ? applications.get(status.application_id) : undefined;
    const count = counts.get(status.id);
    return {
      id: status.id,
      created_at: status.created_at,
      in_reply_to_id: status.in_reply_to_id,
      in_reply_to_account_id: status.in_reply_to_account_id,
      sensitive: status.sensitive === 1,
      spoiler_text: status.spoiler_text,
      visibility: status.visibility,
      language: status.language,
      uri: status.uri,
      url: status.url,
      replies_count: count?.replies_count ?? 0,
      reblogs_count: count?.reblogs_count ?? 0,
      favourites_count: count?.favourites_count ?? 0,
      edited_at: status.edited_at,
      content: status.content,
      filtered: [],
      reblog: null,
      application: application ? { name: application.name, website: application.website } : null,
      account,
      media_attachments: (media.get(status.id) ?? []).map((row) => serializeMedia(instance, row)),
      mentions: (mentions.get(status.id) ?? []).map((m) => ({ id: m.id, username: m.username, url: accountUrl(instance, m), acct: acctOf(m) })),
      tags: (tags.get(status.id) ?? []).map((name) => ({ name, url: `${instance.config.baseUrl}/tags/${encodeURIComponent(name)}` })),
      emojis: emojis(status.text, status.spoiler_text),
      card: status.card ? serializeCard(status.card) : null,
      poll: null,
    };
  });
}

/** A status as `viewerId` sees it. */
export function serializeStatus(instance: Instance, status: StatusRow, viewerId: string | null, options: StatusSerializeOptions = {}): StatusJson {
  const [json] = serializeStatuses(instance, [status], viewerId, options);
  if (!json) throw new Error(`status ${status.id} was not serialized`);
  return json;
}

function reblogTargets(statuses: readonly StatusRow[], known: ReadonlyMap<string, StatusRow>): string[] {
  return distinct(statuses.map((status) => status.reblog_of_id)).filter((id) => !known.has(id));
}

function withoutReblog({ reblog: _reblog, ...quoted }: StatusJson): QuotedStatusJson {
  return quoted;
}
