import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { requireUser } from '../http/auth';
import { setAccountPageLinks } from '../http/account-page-links';
import { pageQuery } from '../http/pagination';
import { str } from '../http/param-readers';
import { paramsOf } from '../http/params';
import { blockDomain, unblockDomain } from '../services/domain-block';
import { domainBlocksPage } from '../db/repositories/account-relations';

/**
 * Domains the user hides: a list of strings, paginated by the block's id (default 100, max 200).
 * https://docs.joinmastodon.org/methods/domain_blocks/
 */
export function domainBlocksRoutes(app: FastifyInstance, instance: Instance): void {
  app.get('/api/v1/domain_blocks', async (request, reply) => {
    const auth = requireUser(instance, request, ['follow', 'read:blocks']);
    const page = pageQuery(paramsOf(request), { default: 100, max: 200 });
    const rows = domainBlocksPage(instance.db, auth.accountId, page);
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
