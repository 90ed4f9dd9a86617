import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { signedIn } from '../http/auth';
import { setAccountPageLinks } from '../http/account-page-links';
import { pageFields, pageOf, text } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { blockDomain, unblockDomain } from '../services/domain-block';
import { domainBlocksPage } from '../db/repositories/account-relations';

const domainBlockPage = z.object(pageFields({ default: 100, max: 200 }));
const domainFields = z.object({ domain: text() });

/**
 * Domains the user hides: a list of strings, paginated by the block's id (default 100, max 200).
 * https://docs.joinmastodon.org/methods/domain_blocks/
 */
export function domainBlocksRoutes(app: FastifyInstance, instance: Instance): void {
  const api = apiRoutes(app, instance);
  const writing = signedIn(['follow', 'write:blocks']);

  api.get('/api/v1/domain_blocks', { auth: signedIn(['follow', 'read:blocks']), query: domainBlockPage }, async ({ request, reply, auth, query }) => {
    const page = pageOf(query);
    const rows = domainBlocksPage(instance.db, auth.accountId, page);
    setAccountPageLinks(instance, request, reply, rows.map((row) => row.id), page.limit);
    return rows.map((row) => row.domain);
  });

  api.post('/api/v1/domain_blocks', { auth: writing, body: domainFields }, async ({ auth, body }) => {
    blockDomain(instance, auth.accountId, body.domain ?? '');
    return {};
  });

  api.delete('/api/v1/domain_blocks', { auth: writing, body: domainFields }, async ({ auth, body }) => {
    unblockDomain(instance, auth.accountId, body.domain ?? '');
    return {};
  });
}
