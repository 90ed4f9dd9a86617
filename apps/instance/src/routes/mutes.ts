import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { mutedAccountsPage } from '../db/repositories/account-pages';
import { muteExpiries } from '../db/repositories/account-relations';
import { requireUser } from '../http/auth';
import { setAccountPageLinks } from '../http/account-page-links';
import { pageQuery } from '../http/pagination';
import { paramsOf } from '../http/params';
import { serializeAccounts } from '../serializers/account';

/**
 * The accounts the user mutes, newest mute first, each with `mute_expires_at` (MutedAccountSerializer).
 * Expired mutes are over. https://docs.joinmastodon.org/methods/mutes/
 */
export function mutesRoutes(app: FastifyInstance, instance: Instance): void {
  const { db } = instance;
  app.get('/api/v1/mutes', async (request, reply) => {
    const auth = requireUser(instance, request, ['follow', 'read:mutes']);
    const page = pageQuery(paramsOf(request), { default: 40, max: 80 });
    const rows = mutedAccountsPage(db, auth.accountId, instance.now().toISOString(), page);
    setAccountPageLinks(instance, request, reply, rows.map((row) => row.cursor), page.limit);
    const expiries = muteExpiries(db, rows.map((row) => row.cursor));
    const accounts = serializeAccounts(instance, rows.map((row) => row.account));
    return rows.map((row, index) => ({ ...accounts[index], mute_expires_at: expiries.get(row.cursor) ?? null }));
  });
}
