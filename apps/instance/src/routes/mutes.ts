import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { mutedAccountsPage } from '../db/repositories/account-pages';
import { muteExpiries } from '../db/repositories/account-relations';
import { signedIn } from '../http/auth';
import { setAccountPageLinks } from '../http/account-page-links';
import { pageFields, pageOf } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { serializeAccounts } from '../serializers/account';

const mutePage = z.object(pageFields({ default: 40, max: 80 }));

/**
 * The accounts the user mutes, newest mute first, each with `mute_expires_at` (MutedAccountSerializer).
 * Expired mutes are over. https://docs.joinmastodon.org/methods/mutes/
 */
export function mutesRoutes(app: FastifyInstance, instance: Instance): void {
  const { db } = instance;
  const api = apiRoutes(app, instance);
  api.get('/api/v1/mutes', { auth: signedIn(['follow', 'read:mutes']), query: mutePage }, async ({ request, reply, auth, query }) => {
    const page = pageOf(query);
    const rows = mutedAccountsPage(db, auth.accountId, instance.now().toISOString(), page);
    setAccountPageLinks(instance, request, reply, rows.map((row) => row.cursor), page.limit);
    const expiries = muteExpiries(db, rows.map((row) => row.cursor));
    const accounts = serializeAccounts(instance, rows.map((row) => row.account));
    return rows.map((row, index) => ({ ...accounts[index], mute_expires_at: expiries.get(row.cursor) ?? null }));
  });
}
