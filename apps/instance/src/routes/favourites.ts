import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Instance } from '../context';
import type { StatusRow } from '../db/rows';
import { requireUser } from '../http/auth';
import { setPageLinks } from '../http/page-links';
import { limitSql, pageQuery, pageRange } from '../http/pagination';
import { paramsOf } from '../http/params';
import { VISIBLE_TO_VIEWER_SQL } from '../policies/visibility';
import { serializeStatuses, type StatusJson } from '../serializers/status';

/**
 * The viewer's favourited or bookmarked statuses, newest mark first, paginated by the mark's own
 * id (as Mastodon's FavouritesController and BookmarksController), statuses they can no longer see left out.
 */
export function markedStatuses(
  instance: Instance,
  request: FastifyRequest,
  reply: FastifyReply,
  table: 'favourites' | 'bookmarks',
): StatusJson[] {
  const { accountId } = requireUser(instance, request, `read:${table}`);
  const page = pageQuery(paramsOf(request), { default: 20, max: 40 });
  const range = pageRange('m.id', page);
  const rows = instance.db
    .prepare<(string | number)[], StatusRow & { mark_id: string }>(
      `SELECT s.*, m.id AS mark_id FROM ${table} m JOIN statuses s ON s.id = m.status_id
       WHERE m.account_id = ? AND ${VISIBLE_TO_VIEWER_SQL} ${range.where.map((w) => `AND ${w}`).join(' ')}
       ORDER BY ${range.order} ${limitSql(page.limit)}`,
    )
    .all(accountId, accountId, accountId, accountId, accountId, ...range.params);
  if (range.reverse) rows.reverse();
  setPageLinks(instance, request, reply, { first: rows[0]?.mark_id, last: rows.at(-1)?.mark_id });
  return serializeStatuses(instance, rows.map(({ mark_id: _mark, ...status }) => status), accountId);
}

/** https://docs.joinmastodon.org/methods/favourites/ */
export function favouriteRoutes(app: FastifyInstance, instance: Instance): void {
  app.get('/api/v1/favourites', async (request, reply) => markedStatuses(instance, request, reply, 'favourites'));
}
