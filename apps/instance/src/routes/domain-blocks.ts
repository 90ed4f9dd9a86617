import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { requireUser } from '../http/auth';
import { setAccountPageLinks } from '../http/account-page-links';
import { limitSql, pageQuery, pageRange } from '../http/pagination';
import { str } from '../http/param-readers';
import { paramsOf } from '../http/params';
import { blockDomain, unblockDomain } from '../services/domain-block';

/**
 * Domains the user hides: a list of strings, paginated by the block's id (default 100, max 200).
 * https://docs.joinmastodon.org/methods/domain_blocks/
 */
export function domainBlocksRoutes(app: FastifyInstance, instance: Instance): void {
  app.get('/api/v1/domain_blocks', async (request, reply) => {
    const auth = requireUser(instance, request, ['follow', 'read:blocks']);
    const page = pageQuery(paramsOf(request), { default: 100, max: 200 });
    const range = pageRange('id', page);
    const found = instance.db
      .prepare<(string | number)[], { id: string; domain: string }>(
        `SELECT id, domain FROM domain_blocks WHERE ${['account_id = ?', ...range.where].join(' AND ')} ORDER BY ${range.order} ${limitSql(page.limit)}`,
      )
      .all(auth.accountId, ...range.params);
    const rows = range.reverse ? found.reverse() : found;
    setAccountPageLinks(instance, request, reply, rows.map((row) => row.id), page.limit);
    return rows.map((row) => row.domain);
  });

  app.post('/api/v1/domain_blocks', async (request) => {
    const auth = requireUser(instance, request, ['follow', 'write:blocks']);
    blockDomain(instance, auth.accountId, str(paramsOf(request).domain) ?? '');
    return {};
  });

  app.delete('/api/v1/domain_blocks', async (request) => {
    const auth = requireUser(instance, request, ['follow', 'write:blocks']);
    unblockDomain(instance, auth.accountId, str(paramsOf(request).domain) ?? '');
    return {};
  });
}
