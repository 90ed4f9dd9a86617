import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { endorsedAccountsPage } from '../db/repositories/account-pages';
import { anyViewer, signedIn } from '../http/auth';
import { setAccountPageLinks } from '../http/account-page-links';
import { record, str } from '../http/param-readers';
import { idParams, pageFields, pageOf } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { serializeAccounts } from '../serializers/account';
import { accountOr404 } from '../services/account-lookup';

const accountEndorsementPage = z.object(pageFields({ default: 40, max: 80 }));

/** Endorsed accounts come 40 at a time; `limit=0` lists them all (the page params then unread). */
const endorsementPage = z.preprocess((raw) => {
  const params = record(raw);
  return str(params.limit) === '0' ? { all: true } : { ...params, all: false };
}, z.object({ ...pageFields({ default: 40, max: 80 }), all: z.boolean() }));

/**
 * The accounts the user features on their profile, paginated by account id; `limit=0` lists them all.
 * https://docs.joinmastodon.org/methods/endorsements/
 */
export function endorsementsRoutes(app: FastifyInstance, instance: Instance): void {
  const api = apiRoutes(app, instance);
  api.get('/api/v1/endorsements', { auth: signedIn('read:accounts'), query: endorsementPage }, async ({ request, reply, auth, query }) => {
    const page = query.all ? { maxId: null, sinceId: null, minId: null, limit: -1 } : pageOf(query);
    const rows = endorsedAccountsPage(instance.db, auth.accountId, page);
    if (!query.all) setAccountPageLinks(instance, request, reply, rows.map((row) => row.cursor), page.limit);
    return serializeAccounts(instance, rows.map((row) => row.account));
  });

  // The accounts another account features on its profile (Mastodon 4.4), public, paginated as above.
  api.get('/api/v1/accounts/:id/endorsements', { auth: anyViewer('read:accounts'), params: idParams, query: accountEndorsementPage }, async ({ request, reply, params, query }) => {
    const account = accountOr404(instance, params.id);
    const page = pageOf(query);
    const rows = endorsedAccountsPage(instance.db, account.id, page);
    setAccountPageLinks(instance, request, reply, rows.map((row) => row.cursor), page.limit);
    return serializeAccounts(instance, rows.map((row) => row.account));
  });
}
