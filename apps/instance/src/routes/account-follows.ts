import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { isBlocking } from '../db/queries';
import { optionalUser } from '../http/auth';
import { setAccountPageLinks } from '../http/account-page-links';
import { pageQuery } from '../http/pagination';
import { idParam, paramsOf } from '../http/params';
import { serializeAccounts } from '../serializers/account';
import { accountPage } from '../services/account-page';
import { accountOr404 } from '../services/account-lookup';

/** Accounts the viewer blocks, is blocked by or mutes (Account#excluded_from_timeline_account_ids). Takes the viewer 3 times, then now. */
const NOT_EXCLUDED_SQL = `NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.account_id = ? AND b.target_account_id = a.id) OR (b.account_id = a.id AND b.target_account_id = ?))
  AND NOT EXISTS (SELECT 1 FROM mutes m WHERE m.account_id = ? AND m.target_account_id = a.id AND (m.expires_at IS NULL OR m.expires_at > ?))`;

/**
 * GET /api/v1/accounts/:id/followers and /following, newest follow first, paginated by the follow's
 * id; empty for someone the account blocks; the viewer's blocked and muted accounts left out.
 * https://github.com/mastodon/mastodon/blob/main/app/controllers/api/v1/accounts/follower_accounts_controller.rb
 */
export function accountFollowsRoutes(app: FastifyInstance, instance: Instance): void {
  const lists = [
    { path: 'followers', listed: 'f.account_id', owner: 'f.target_account_id' },
    { path: 'following', listed: 'f.target_account_id', owner: 'f.account_id' },
  ] as const;
  for (const list of lists) {
    app.get(`/api/v1/accounts/:id/${list.path}`, async (request, reply) => {
      const viewerId = optionalUser(instance, request, 'read:accounts')?.accountId ?? null;
      const account = accountOr404(instance, idParam(request));
      const page = pageQuery(paramsOf(request), { default: 40, max: 80 });
      const stranger = viewerId !== null && viewerId !== account.id;
      if (stranger && isBlocking(instance.db, account.id, viewerId)) return [];
      const where = [`${list.owner} = ?`];
      const params = [account.id];
      if (stranger) {
        where.push(NOT_EXCLUDED_SQL);
        params.push(viewerId, viewerId, viewerId, instance.now().toISOString());
      }
      const rows = accountPage(instance, { from: 'follows f', cursor: 'f.id', account: list.listed, where, params }, page);
      setAccountPageLinks(instance, request, reply, rows.map((row) => row.cursor), page.limit);
      return serializeAccounts(instance, rows.map((row) => row.account));
    });
  }
}
