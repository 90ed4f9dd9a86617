import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Instance } from '../context';
import { statusAccountsPage, type StatusAccountsSource } from '../db/repositories/status-accounts';
import { optionalUser } from '../http/auth';
import { linkHeader, pageQuery } from '../http/pagination';
import { record } from '../http/param-readers';
import { idParam } from '../http/params';
import { serializeAccounts } from '../serializers/account';
import { visibleStatus } from './status-lookup';

const ACCOUNT_LIMITS = { default: 40, max: 80 };

// Each list is paginated by the id of its boost or favourite, as Mastodon's controllers do.
const SOURCES: StatusAccountsSource[] = ['reblogged_by', 'favourited_by'];

/** https://docs.joinmastodon.org/methods/statuses/#reblogged_by */
export function statusAccountsRoutes(app: FastifyInstance, instance: Instance): void {
  for (const source of SOURCES) {
    app.get(`/api/v1/statuses/:id/${source}`, async (request, reply) => accountsPage(instance, source, request, reply));
  }
}

function accountsPage(instance: Instance, source: StatusAccountsSource, request: FastifyRequest, reply: FastifyReply): unknown {
  const viewerId = optionalUser(instance, request, 'read:accounts')?.accountId ?? null;
  const status = visibleStatus(instance, idParam(request), viewerId);
  const query = record(request.query);
  const page = pageQuery(query, ACCOUNT_LIMITS);
  const rows = statusAccountsPage(instance.db, source, { statusId: status.id, viewerId, now: instance.now().toISOString(), page });
  const link = linkHeader(instance.config.baseUrl, `/api/v1/statuses/${encodeURIComponent(status.id)}/${source}`, query, {
    first: rows[0]?.cursor,
    last: rows.at(-1)?.cursor,
  });
  if (link) reply.header('Link', link);
  return serializeAccounts(instance, rows.map(({ cursor: _cursor, ...account }) => account));
}
