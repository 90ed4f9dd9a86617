import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Instance } from '../context';
import type { AccountRow } from '../db/rows';
import { optionalUser } from '../http/auth';
import { limitSql, linkHeader, pageQuery, pageRange } from '../http/pagination';
import { record } from '../http/param-readers';
import { idParam } from '../http/params';
import { hiddenAccountSql } from '../policies/hidden-accounts';
import { serializeAccounts } from '../serializers/account';
import { visibleStatus } from './status-lookup';

const ACCOUNT_LIMITS = { default: 40, max: 80 };

type Source = { verb: 'reblogged_by' | 'favourited_by'; table: string; where: string };

// Each list is paginated by the id of its boost or favourite, as Mastodon's controllers do.
const SOURCES: Source[] = [
  {
    verb: 'reblogged_by',
    table: 'statuses r',
    where: "r.reblog_of_id = @status AND (r.visibility IN ('public', 'unlisted') OR r.account_id = @viewer)",
  },
  { verb: 'favourited_by', table: 'favourites r', where: 'r.status_id = @status' },
];

/** https://docs.joinmastodon.org/methods/statuses/#reblogged_by */
export function statusAccountsRoutes(app: FastifyInstance, instance: Instance): void {
  for (const source of SOURCES) {
    app.get(`/api/v1/statuses/:id/${source.verb}`, async (request, reply) => accountsPage(instance, source, request, reply));
  }
}

function accountsPage(instance: Instance, source: Source, request: FastifyRequest, reply: FastifyReply): unknown {
  const viewerId = optionalUser(instance, request, 'read:accounts')?.accountId ?? null;
  const status = visibleStatus(instance, idParam(request), viewerId);
  const query = record(request.query);
  const page = pageQuery(query, ACCOUNT_LIMITS);
  const range = pageRange('r.id', page);
  const where = [source.where, ...range.where];
  if (viewerId !== null) where.push(`(a.id = @viewer OR NOT ${hiddenAccountSql('a.id')})`);
  const rows = instance.db
    .prepare<unknown[], AccountRow & { cursor: string }>(
      `SELECT a.*, r.id AS cursor FROM ${source.table} JOIN accounts a ON a.id = r.account_id
       WHERE ${where.join(' AND ')} ORDER BY ${range.order} ${limitSql(page.limit)}`,
    )
    .all(...range.params, { status: status.id, viewer: viewerId, now: instance.now().toISOString() });
  if (range.reverse) rows.reverse();
  const link = linkHeader(instance.config.baseUrl, `/api/v1/statuses/${encodeURIComponent(status.id)}/${source.verb}`, query, {
    first: rows[0]?.cursor,
    last: rows.at(-1)?.cursor,
  });
  if (link) reply.header('Link', link);
  return serializeAccounts(instance, rows.map(({ cursor: _cursor, ...account }) => account));
}
