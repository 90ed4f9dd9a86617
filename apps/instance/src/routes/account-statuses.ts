import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { isBlocking } from '../db/queries';
import type { StatusRow } from '../db/rows';
import { optionalUser } from '../http/auth';
import { setAccountPageLinks } from '../http/account-page-links';
import { limitSql, pageQuery, pageRange } from '../http/pagination';
import { bool, str } from '../http/param-readers';
import { idParam, paramsOf } from '../http/params';
import { VISIBLE_TO_VIEWER_SQL } from '../policies/visibility';
import { serializeStatuses } from '../serializers/status';
import { accountOr404 } from '../services/account-lookup';

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

/**
 * GET /api/v1/accounts/:id/statuses, as Mastodon's AccountStatusesFilter: signed out, public and
 * unlisted only; the author sees everything; someone the author blocks sees nothing; others see
 * what the visibility rules allow. `pinned` lists pins, most recently pinned first.
 * https://github.com/mastodon/mastodon/blob/main/app/models/account_statuses_filter.rb
 */
export function accountStatusesRoutes(app: FastifyInstance, instance: Instance): void {
  app.get('/api/v1/accounts/:id/statuses', async (request, reply) => {
    const viewerId = optionalUser(instance, request, 'read:statuses')?.accountId ?? null;
    const account = accountOr404(instance, idParam(request));
    const params = paramsOf(request);
    const page = pageQuery(params, { default: 20, max: 40 });
    if (viewerId !== null && viewerId !== account.id && isBlocking(instance.db, account.id, viewerId)) return [];

    const pinned = bool(params.pinned) === true;
    const onlyMedia = bool(params.only_media) === true;
    const excludeReblogs = bool(params.exclude_reblogs) === true;
    const tagged = str(params.tagged)?.trim().replace(/^#/, '').toLowerCase() ?? '';
    const where = ['s.account_id = ?'];
    const args: (string | number)[] = [account.id];

    if (viewerId === null) {
      where.push("s.visibility IN ('public', 'unlisted')");
    } else if (viewerId !== account.id) {
      where.push(VISIBLE_TO_VIEWER_SQL);
      args.push(viewerId, viewerId, viewerId, viewerId);
      if (!excludeReblogs && !onlyMedia && tagged === '') {
        where.push(REBLOG_NOT_EXCLUDED_SQL);
        args.push(viewerId, viewerId, viewerId, viewerId, instance.now().toISOString());
      }
    }
    if (onlyMedia) where.push('EXISTS (SELECT 1 FROM media_attachments m WHERE m.status_id = s.id)');
    if (bool(params.exclude_replies) === true) where.push('(s.in_reply_to_id IS NULL OR s.in_reply_to_account_id = s.account_id)');
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
    const found = instance.db
      .prepare<(string | number)[], StatusRow>(`SELECT s.* FROM ${from} WHERE ${where.join(' AND ')} ORDER BY ${order} ${limitSql(page.limit)}`)
      .all(...args);
    const rows = range.reverse && !pinned ? found.reverse() : found;
    setAccountPageLinks(instance, request, reply, rows.map((row) => row.id), page.limit);
    return serializeStatuses(instance, rows, viewerId);
  });
}
