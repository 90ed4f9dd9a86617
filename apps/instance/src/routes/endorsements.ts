import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { endorsedAccountsPage } from '../db/repositories/account-pages';
import { requireUser } from '../http/auth';
import { setAccountPageLinks } from '../http/account-page-links';
import { pageQuery } from '../http/pagination';
import { paramsOf } from '../http/params';
import { serializeAccounts } from '../serializers/account';

/**
 * The accounts the user features on their profile, paginated by account id; `limit=0` lists them all.
 * https://docs.joinmastodon.org/methods/endorsements/
 */
export function endorsementsRoutes(app: FastifyInstance, instance: Instance): void {
  app.get('/api/v1/endorsements', async (request, reply) => {
    const auth = requireUser(instance, request, 'read:accounts');
    const params = paramsOf(request);
    const unlimited = String(params.limit) === '0';
    const page = unlimited ? { maxId: null, sinceId: null, minId: null, limit: -1 } : pageQuery(params, { default: 40, max: 80 });
    const rows = endorsedAccountsPage(instance.db, auth.accountId, page);
    if (!unlimited) setAccountPageLinks(instance, request, reply, rows.map((row) => row.cursor), page.limit);
    return serializeAccounts(instance, rows.map((row) => row.account));
  });
}
