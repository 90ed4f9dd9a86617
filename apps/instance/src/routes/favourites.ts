import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Instance } from '../context';
import { markedStatusesPage } from '../db/repositories/status-marks';
import { requireUser } from '../http/auth';
import { setPageLinks } from '../http/page-links';
import { pageQuery } from '../http/pagination';
import { paramsOf } from '../http/params';
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
  const rows = markedStatusesPage(instance.db, table, accountId, page);
  setPageLinks(instance, request, reply, { first: rows[0]?.mark_id, last: rows.at(-1)?.mark_id });
  return serializeStatuses(instance, rows.map(({ mark_id: _mark, ...status }) => status), accountId);
}

/** https://docs.joinmastodon.org/methods/favourites/ */
export function favouriteRoutes(app: FastifyInstance, instance: Instance): void {
  app.get('/api/v1/favourites', async (request, reply) => markedStatuses(instance, request, reply, 'favourites'));
}
