import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { blockedAccountsPage } from '../db/repositories/account-pages';
import { requireUser } from '../http/auth';
import { setAccountPageLinks } from '../http/account-page-links';
import { pageQuery } from '../http/pagination';
import { paramsOf } from '../http/params';
import { serializeAccounts } from '../serializers/account';

/** The accounts the user blocks, newest block first. https://docs.joinmastodon.org/methods/blocks/ */
export function blocksRoutes(app: FastifyInstance, instance: Instance): void {
  app.get('/api/v1/blocks', async (request, reply) => {
    const auth = requireUser(instance, request, ['follow', 'read:blocks']);
    const page = pageQuery(paramsOf(request), { default: 40, max: 80 });
    const rows = blockedAccountsPage(instance.db, auth.accountId, page);
    setAccountPageLinks(instance, request, reply, rows.map((row) => row.cursor), page.limit);
    return serializeAccounts(instance, rows.map((row) => row.account));
  });
}
