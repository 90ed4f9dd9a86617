import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { isBlocking } from '../db/queries';
import { followersPage, followingPage } from '../db/repositories/account-pages';
import { anyViewer } from '../http/auth';
import { setAccountPageLinks } from '../http/account-page-links';
import { idParams, pageFields, pageOf } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { serializeAccounts } from '../serializers/account';
import { accountOr404 } from '../services/account-lookup';

const accountPage = z.object(pageFields({ default: 40, max: 80 }));

/**
 * GET /api/v1/accounts/:id/followers and /following, newest follow first, paginated by the follow's
 * id; empty for someone the account blocks; the viewer's blocked and muted accounts left out.
 * https://github.com/mastodon/mastodon/blob/main/app/controllers/api/v1/accounts/follower_accounts_controller.rb
 */
export function accountFollowsRoutes(app: FastifyInstance, instance: Instance): void {
  const api = apiRoutes(app, instance);
  const lists = [
    { path: 'followers', accountsPage: followersPage },
    { path: 'following', accountsPage: followingPage },
  ] as const;
  for (const list of lists) {
    api.get(`/api/v1/accounts/:id/${list.path}`, { auth: anyViewer('read:accounts'), params: idParams, query: accountPage }, async ({ request, reply, auth, params, query }) => {
      const viewerId = auth?.accountId ?? null;
      const account = accountOr404(instance, params.id);
      const page = pageOf(query);
      const stranger = viewerId !== null && viewerId !== account.id;
      if (stranger && isBlocking(instance.db, account.id, viewerId)) return [];
      const viewer = stranger ? { id: viewerId, now: instance.now().toISOString() } : null;
      const rows = list.accountsPage(instance.db, account.id, viewer, page);
      setAccountPageLinks(instance, request, reply, rows.map((row) => row.cursor), page.limit);
      return serializeAccounts(instance, rows.map((row) => row.account));
    });
  }
}
