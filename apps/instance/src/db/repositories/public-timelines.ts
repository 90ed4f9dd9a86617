import { hiddenAccountSql } from './hidden-accounts';
import { AUTHOR_IN_GOOD_STANDING_SQL, NOT_LIMITED_FOR_VIEWER_SQL } from './visibility';
import type { StatusQuery } from './status-pages';

export interface PublicTimelineFilter {
  local: boolean;
  remote: boolean;
  onlyMedia: boolean;
  /** Signed in: whose blocked, muted and domain-blocked accounts to leave out. */
  viewer: { id: string; now: string } | null;
}

/** The hashtags of a tag timeline (normalized names): statuses with any of `any`, all of `all`, none of `none`. */
export interface TagTimelineTags {
  any: string[];
  all: string[];
  none: string[];
}

/**
 * Public, original statuses, narrowed by `local`, `remote` and `onlyMedia`, without what the viewer
 * hides, nor limited accounts' unless the viewer follows them (PublicFeed leaves out silenced accounts).
 */
function publicStatusesQuery(filter: PublicTimelineFilter): StatusQuery {
  const where = ["s.visibility = 'public'", 's.reblog_of_id IS NULL'];
  if (filter.local) where.push('a.domain IS NULL');
  if (filter.remote) where.push('a.domain IS NOT NULL');
  if (filter.onlyMedia) where.push('EXISTS (SELECT 1 FROM media_attachments ma WHERE ma.status_id = s.id)');
  if (filter.viewer !== null) where.push(`NOT ${hiddenAccountSql('s.account_id')}`, NOT_LIMITED_FOR_VIEWER_SQL);
  else where.push(AUTHOR_IN_GOOD_STANDING_SQL);
  return {
    from: 'statuses s JOIN accounts a ON a.id = s.account_id',
    where,
    params: [],
    named: filter.viewer === null ? undefined : { viewer: filter.viewer.id, now: filter.viewer.now },
  };
}

/** https://docs.joinmastodon.org/methods/timelines/#public */
export function publicTimelineQuery(filter: PublicTimelineFilter): StatusQuery {
  const query = publicStatusesQuery(filter);
  // Replies to others stay out of the public timelines (PublicFeed#without_replies_scope).
  query.where.push('(s.in_reply_to_id IS NULL OR s.in_reply_to_account_id = s.account_id)');
  return query;
}

/** https://docs.joinmastodon.org/methods/timelines/#tag */
export function tagTimelineQuery(filter: PublicTimelineFilter, tags: TagTimelineTags): StatusQuery {
  const query = publicStatusesQuery(filter);
  query.where.push(`EXISTS (SELECT 1 FROM status_tags t WHERE t.status_id = s.id AND t.name IN (${tags.any.map(() => '?').join(', ')}))`);
  query.params.push(...tags.any);
  for (const name of tags.all) {
    query.where.push('EXISTS (SELECT 1 FROM status_tags t WHERE t.status_id = s.id AND t.name = ?)');
    query.params.push(name);
  }
  for (const name of tags.none) {
    query.where.push('NOT EXISTS (SELECT 1 FROM status_tags t WHERE t.status_id = s.id AND t.name = ?)');
    query.params.push(name);
  }
  return query;
}

/** Public statuses whose preview card is the link (Mastodon 4.3's link timeline, for a trending link). */
export function linkTimelineQuery(filter: PublicTimelineFilter, url: string): StatusQuery {
  const query = publicStatusesQuery(filter);
  query.where.push("json_valid(s.card) AND json_extract(s.card, '$.url') = ?");
  query.params.push(url);
  return query;
}

/**
 * Direct statuses the viewer wrote or is mentioned in, from accounts they do not hide (the
 * deprecated direct timeline, which Mastodon replaced with conversations).
 */
export function directTimelineQuery(viewer: { id: string; now: string }): StatusQuery {
  return {
    from: 'statuses s',
    where: [
      "s.visibility = 'direct'",
      '(s.account_id = @viewer OR EXISTS (SELECT 1 FROM mentions m WHERE m.status_id = s.id AND m.account_id = @viewer))',
      `(s.account_id = @viewer OR NOT ${hiddenAccountSql('s.account_id')})`,
    ],
    params: [],
    named: { viewer: viewer.id, now: viewer.now },
  };
}
