import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { blockedAccountsPage } from '../db/repositories/account-pages';
import { signedIn } from '../http/auth';
import { setAccountPageLinks } from '../http/account-page-links';
import { pageFields, pageOf } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { serializeAccounts } from '../serializers/account';

const blockPage = z.object(pageFields({ default: 40, max: 80 }));

/** The accounts the user blocks, newest block first. https://docs.joinmastodon.org/methods/blocks/ */
export function blocksRoutes(app: FastifyInstance, instance: Instance): void {
  const api = apiRoutes(app, instance);
  api.get('/api/v1/blocks', { auth: signedIn(['follow', 'read:blocks']), query: blockPage }, async ({ request, reply, auth, query }) => {
    const page = pageOf(query);
    const rows = blockedAccountsPage(instance.db, auth.accountId, page);
    setAccountPageLinks(instance, request, reply, rows.map((row) => row.cursor), page.limit);
    return serializeAccounts(instance, rows.map((row) => row.account));
  });
}
