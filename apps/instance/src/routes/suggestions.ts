import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { findAccount } from '../db/queries';
import { requireUser } from '../http/auth';
import { clampedInt } from '../http/param-readers';
import { idParam, paramsOf } from '../http/params';
import { serializeAccounts } from '../serializers/account';
import { dismissSuggestion, suggestedAccounts } from '../db/repositories/account-relations';

/**
 * v1 follow suggestions: discoverable local accounts the user does not follow, has not asked to
 * follow, does not block or mute, is not blocked by, and has not dismissed; most followed first.
 * https://docs.joinmastodon.org/methods/suggestions/
 */
export function suggestionsRoutes(app: FastifyInstance, instance: Instance): void {
  const { db } = instance;

  app.get('/api/v1/suggestions', async (request) => {
    // Mastodon's SuggestionsController asks for the whole `read` scope, for dismissing too.
    const auth = requireUser(instance, request, 'read');
    const limit = clampedInt(paramsOf(request).limit, 'limit', { min: 1, max: 80 }, 40);
    const rows = suggestedAccounts(db, auth.accountId, instance.now().toISOString(), limit);
    return serializeAccounts(instance, rows);
  });

  app.delete('/api/v1/suggestions/:id', async (request) => {
    const auth = requireUser(instance, request, 'read');
    const target = findAccount(db, idParam(request));
    if (target) dismissSuggestion(db, auth.accountId, target.id);
    return {};
  });
}
