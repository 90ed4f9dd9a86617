import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { directoryAccounts } from '../db/repositories/directory';
import { anyViewer } from '../http/auth';
import { OFFSET_RANGE } from '../http/param-readers';
import { clamped, flag, integer, text } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { serializeAccounts } from '../serializers/account';

const directoryQuery = z.object({
  limit: clamped({ min: 1, max: 80 }, 40),
  offset: integer(OFFSET_RANGE),
  order: text(),
  local: flag(),
});

/**
 * The profile directory: discoverable accounts, the most recently active first (`order=active`,
 * also for an unknown order) or the newest (`order=new`), only local ones with `local`.
 * https://docs.joinmastodon.org/methods/directory/
 */
export function directoryRoutes(app: FastifyInstance, instance: Instance): void {
  apiRoutes(app, instance).get('/api/v1/directory', { auth: anyViewer('read:accounts'), query: directoryQuery }, async ({ auth, query }) => {
    const rows = directoryAccounts(instance.db, {
      viewerId: auth?.accountId ?? null,
      now: instance.now().toISOString(),
      order: query.order === 'new' ? 'new' : 'active',
      local: query.local === true,
      limit: query.limit,
      offset: Math.max(query.offset ?? 0, 0),
    });
    return serializeAccounts(instance, rows);
  });
}
