import { limitSql, pageRange, type PageQuery } from '../../http/pagination';
import { AUTHOR_AVAILABLE_SQL, VISIBLE_TO_VIEWER_SQL } from './visibility';
import type { Db } from '../connection';
import type { StatusRow } from '../rows';

/**
 * A boost is left out when the viewer blocks, is blocked by, or mutes the boosted account, or blocks
 * its domain (AccountStatusesFilter#filtered_reblogs_scope). Takes the viewer id 4 times, then now.
 */
const REBLOG_NOT_EXCLUDED_SQL = `(s.reblog_of_id IS NULL OR NOT EXISTS (
  SELECT 1 FROM statuses o JOIN accounts oa ON oa.id = o.account_id WHERE o.id = s.reblog_of_id AND (
    EXISTS (SELECT 1 FROM blocks b WHERE (b.account_id = ? AND b.target_account_id = o.account_id) OR (b.account_id = o.account_id AND b.target_account_id = ?))
    OR EXISTS (SELECT 1 FROM domain_blocks d WHERE d.account_id = ? AND d.domain = lower(oa.domain))
    OR EXISTS (SELECT 1 FROM mutes m WHERE m.account_id = ? AND m.target_account_id = o.account_id AND (m.expires_at IS NULL OR m.expires_at > ?))
  )
))`;

export interface AccountStatusesQuery {
  accountId: string;
  /** Null signed out. */
  viewerId: string | null;
  now: string;
  page: PageQuery;
  /** Pins, most recently pinned first. */
  pinned: boolean;
  onlyMedia: boolean;
  excludeReplies: boolean;
  excludeReblogs: boolean;
  /** A hashtag the statuses carry (lower case, no '#'); '' for any. */
  tagged: string;
}

/**
 * A page of an account's statuses as Mastodon's AccountStatusesFilter gives them: signed out,
 * public and unlisted only; the author sees everything; others what the visibility rules allow.
 * https://github.com/mastodon/mastodon/blob/main/app/models/account_statuses_filter.rb
 */
export function accountStatusesPage(db: Db, query: AccountStatusesQuery): StatusRow[] {
  const { viewerId, page, pinned, onlyMedia, excludeReblogs, tagged } = query;
  // A suspended account's statuses are answered as none (Api::V1::Accounts::StatusesController).
  const where = ['s.account_id = ?', AUTHOR_AVAILABLE_SQL];
  const args: (string | number)[] = [query.accountId];
  if (viewerId === null) {
    where.push("s.visibility IN ('public', 'unlisted')");
  } else if (viewerId !== query.accountId) {
    where.push(VISIBLE_TO_VIEWER_SQL);
    args.push(viewerId, viewerId, viewerId, viewerId);
    if (!excludeReblogs && !onlyMedia && tagged === '') {
      where.push(REBLOG_NOT_EXCLUDED_SQL);
      args.push(viewerId, viewerId, viewerId, viewerId, query.now);
    }
  }
  if (onlyMedia) where.push('EXISTS (SELECT 1 FROM media_attachments m WHERE m.status_id = s.id)');
  if (query.excludeReplies) where.push('(s.in_reply_to_id IS NULL OR s.in_reply_to_account_id = s.account_id)');
  if (excludeReblogs) where.push('s.reblog_of_id IS NULL');
  if (tagged !== '') {
    where.push('EXISTS (SELECT 1 FROM status_tags t WHERE t.status_id = s.id AND t.name = ?)');
    args.push(tagged);
  }
  const range = pageRange('s.id', page);
  where.push(...range.where);
  args.push(...range.params);
  const from = pinned ? 'statuses s JOIN status_pins p ON p.status_id = s.id AND p.account_id = s.account_id' : 'statuses s';
  const order = pinned ? 'p.id DESC' : range.order;
  const found = db
    .prepare<(string | number)[], StatusRow>(`SELECT s.* FROM ${from} WHERE ${where.join(' AND ')} ORDER BY ${order} ${limitSql(page.limit)}`)
    .all(...args);
  return range.reverse && !pinned ? found.reverse() : found;
}
