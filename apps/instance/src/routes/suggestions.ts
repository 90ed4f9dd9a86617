import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { findAccount } from '../db/queries';
import { signedIn } from '../http/auth';
import { clamped, idParams } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { serializeAccounts } from '../serializers/account';
import { dismissSuggestion, suggestedAccounts } from '../db/repositories/account-relations';

const suggestionsQuery = z.object({ limit: clamped({ min: 1, max: 80 }, 40) });

/**
 * v1 follow suggestions: discoverable local accounts the user does not follow, has not asked to
 * follow, does not block or mute, is not blocked by, and has not dismissed; most followed first.
 * https://docs.joinmastodon.org/methods/suggestions/
 */
export function suggestionsRoutes(app: FastifyInstance, instance: Instance): void {
  const { db } = instance;
  const api = apiRoutes(app, instance);
  // Mastodon's SuggestionsController asks for the whole `read` scope, for dismissing too.
  const reading = signedIn('read');

  api.get('/api/v1/suggestions', { auth: reading, query: suggestionsQuery }, async ({ auth, query }) => {
    const rows = suggestedAccounts(db, auth.accountId, instance.now().toISOString(), query.limit);
    return serializeAccounts(instance, rows);
  });

  api.delete('/api/v1/suggestions/:id', { auth: reading, params: idParams }, async ({ auth, params }) => {
    const target = findAccount(db, params.id);
    if (target) dismissSuggestion(db, auth.accountId, target.id);
    return {};
  });
}
