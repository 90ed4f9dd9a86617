import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { statusAccountsPage, type StatusAccountsSource } from '../db/repositories/status-accounts';
import { anyViewer } from '../http/auth';
import { linkHeader } from '../http/pagination';
import { record } from '../http/param-readers';
import { idParams, pageFields, pageOf } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { serializeAccounts } from '../serializers/account';
import { visibleStatus } from './status-lookup';

/** Accounts come 40 at a time, up to 80. */
const accountPage = z.object(pageFields({ default: 40, max: 80 }));

// Each list is paginated by the id of its boost or favourite, as Mastodon's controllers do.
const SOURCES: StatusAccountsSource[] = ['reblogged_by', 'favourited_by'];

/** https://docs.joinmastodon.org/methods/statuses/#reblogged_by */
export function statusAccountsRoutes(app: FastifyInstance, instance: Instance): void {
  const api = apiRoutes(app, instance);
  for (const source of SOURCES) {
    api.get(`/api/v1/statuses/:id/${source}`, { auth: anyViewer('read:accounts'), params: idParams, query: accountPage }, async ({ request, reply, auth, params, query }) => {
      const viewerId = auth?.accountId ?? null;
      const status = visibleStatus(instance, params.id, viewerId);
      const rows = statusAccountsPage(instance.db, source, { statusId: status.id, viewerId, now: instance.now().toISOString(), page: pageOf(query) });
      const link = linkHeader(instance.config.baseUrl, `/api/v1/statuses/${encodeURIComponent(status.id)}/${source}`, record(request.query), {
        first: rows[0]?.cursor,
        last: rows.at(-1)?.cursor,
      });
      if (link) reply.header('Link', link);
      return serializeAccounts(instance, rows.map(({ cursor: _cursor, ...account }) => account));
    });
  }
}
