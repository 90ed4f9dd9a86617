import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { findAccount } from '../db/queries';
import { signedIn } from '../http/auth';
import { clamped, idParams } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { serializeAccounts } from '../serializers/account';
import { dismissSuggestion, suggestedAccounts } from '../db/repositories/account-relations';
import { accountSuggestions, legacySource } from '../services/account-suggestions';

const suggestionsQuery = z.object({ limit: clamped({ min: 1, max: 80 }, 40) });

/**
 * v1 follow suggestions: discoverable local accounts the user does not follow, has not asked to
 * follow, does not block or mute, is not blocked by, and has not dismissed; most followed first.
 * v2 names its sources (services/account-suggestions.ts); a dismissal holds for both.
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

  // v2: each account with why it is suggested (Mastodon 4.3's `sources`, and the older single `source`).
  api.get('/api/v2/suggestions', { auth: reading, query: suggestionsQuery }, async ({ auth, query }) => {
    const suggestions = accountSuggestions(instance, auth.accountId, query.limit);
    const accounts = serializeAccounts(instance, suggestions.map((suggestion) => suggestion.account));
    return suggestions.map((suggestion, index) => ({ source: legacySource(suggestion.sources), sources: suggestion.sources, account: accounts[index] }));
  });

  api.delete('/api/v1/suggestions/:id', { auth: reading, params: idParams }, async ({ auth, params }) => {
    const target = findAccount(db, params.id);
    if (target) dismissSuggestion(db, auth.accountId, target.id);
    return {};
  });
}
