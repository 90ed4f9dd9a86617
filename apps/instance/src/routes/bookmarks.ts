import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { signedIn } from '../http/auth';
import { pageOf } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { markedStatuses, markPage } from './favourites';

/** https://docs.joinmastodon.org/methods/bookmarks/ */
export function bookmarkRoutes(app: FastifyInstance, instance: Instance): void {
  apiRoutes(app, instance).get('/api/v1/bookmarks', { auth: signedIn('read:bookmarks'), query: markPage }, async ({ request, reply, auth, query }) =>
    markedStatuses(instance, 'bookmarks', { request, reply, accountId: auth.accountId, page: pageOf(query) }),
  );
}
