import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { followRequestersPage } from '../db/repositories/account-pages';
import { requireUser } from '../http/auth';
import { setAccountPageLinks } from '../http/account-page-links';
import { pageQuery } from '../http/pagination';
import { idParam, paramsOf } from '../http/params';
import { serializeAccounts } from '../serializers/account';
import { serializeRelationship } from '../serializers/relationship';
import { accountOr404 } from '../services/account-lookup';
import { authorizeFollowRequest, rejectFollowRequest } from '../services/follow';

/**
 * The accounts asking to follow the user, and the answers. `:id` is the requesting account's id.
 * https://docs.joinmastodon.org/methods/follow_requests/
 */
export function followRequestsRoutes(app: FastifyInstance, instance: Instance): void {
  app.get('/api/v1/follow_requests', async (request, reply) => {
    const auth = requireUser(instance, request, ['follow', 'read:follows']);
    const page = pageQuery(paramsOf(request), { default: 40, max: 80 });
    const rows = followRequestersPage(instance.db, auth.accountId, page);
    setAccountPageLinks(instance, request, reply, rows.map((row) => row.cursor), page.limit);
    return serializeAccounts(instance, rows.map((row) => row.account));
  });

  for (const [verb, decide] of [
    ['authorize', authorizeFollowRequest],
    ['reject', rejectFollowRequest],
  ] as const) {
    app.post(`/api/v1/follow_requests/:id/${verb}`, async (request) => {
      const auth = requireUser(instance, request, ['follow', 'write:follows']);
      const requester = accountOr404(instance, idParam(request));
      decide(instance, auth.accountId, requester.id);
      return serializeRelationship(instance, auth.accountId, requester.id);
    });
  }
}
