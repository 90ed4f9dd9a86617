import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { markedStatusesPage } from '../db/repositories/status-marks';
import { signedIn } from '../http/auth';
import { setPageLinks } from '../http/page-links';
import type { PageQuery } from '../http/pagination';
import { pageFields, pageOf } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { serializeStatuses, type StatusJson } from '../serializers/status';

/** A page of favourited or bookmarked statuses: 20, up to 40. */
export const markPage = z.object(pageFields({ default: 20, max: 40 }));

/**
 * The viewer's favourited or bookmarked statuses, newest mark first, paginated by the mark's own
 * id (as Mastodon's FavouritesController and BookmarksController), statuses they can no longer see left out.
 */
export function markedStatuses(
  instance: Instance,
  table: 'favourites' | 'bookmarks',
  { request, reply, accountId, page }: { request: FastifyRequest; reply: FastifyReply; accountId: string; page: PageQuery },
): StatusJson[] {
  const rows = markedStatusesPage(instance.db, table, accountId, page);
  setPageLinks(instance, request, reply, { first: rows[0]?.mark_id, last: rows.at(-1)?.mark_id });
  return serializeStatuses(instance, rows.map(({ mark_id: _mark, ...status }) => status), accountId);
}

/** https://docs.joinmastodon.org/methods/favourites/ */
export function favouriteRoutes(app: FastifyInstance, instance: Instance): void {
  apiRoutes(app, instance).get('/api/v1/favourites', { auth: signedIn('read:favourites'), query: markPage }, async ({ request, reply, auth, query }) =>
    markedStatuses(instance, 'favourites', { request, reply, accountId: auth.accountId, page: pageOf(query) }),
  );
}
