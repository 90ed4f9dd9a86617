import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { followRequestersPage } from '../db/repositories/account-pages';
import { signedIn } from '../http/auth';
import { setAccountPageLinks } from '../http/account-page-links';
import { idParams, pageFields, pageOf } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { serializeAccounts } from '../serializers/account';
import { serializeRelationship } from '../serializers/relationship';
import { accountOr404 } from '../services/account-lookup';
import { authorizeFollowRequest, rejectFollowRequest } from '../services/follow';

const requesterPage = z.object(pageFields({ default: 40, max: 80 }));

/**
 * The accounts asking to follow the user, and the answers. `:id` is the requesting account's id.
 * https://docs.joinmastodon.org/methods/follow_requests/
 */
export function followRequestsRoutes(app: FastifyInstance, instance: Instance): void {
  const api = apiRoutes(app, instance);
  api.get('/api/v1/follow_requests', { auth: signedIn(['follow', 'read:follows']), query: requesterPage }, async ({ request, reply, auth, query }) => {
    const page = pageOf(query);
    const rows = followRequestersPage(instance.db, auth.accountId, page);
    setAccountPageLinks(instance, request, reply, rows.map((row) => row.cursor), page.limit);
    return serializeAccounts(instance, rows.map((row) => row.account));
  });

  for (const [verb, decide] of [
    ['authorize', authorizeFollowRequest],
    ['reject', rejectFollowRequest],
  ] as const) {
    api.post(`/api/v1/follow_requests/:id/${verb}`, { auth: signedIn(['follow', 'write:follows']), params: idParams }, async ({ auth, params }) => {
      const requester = accountOr404(instance, params.id);
      decide(instance, auth.accountId, requester.id);
      return serializeRelationship(instance, auth.accountId, requester.id);
    });
  }
}
