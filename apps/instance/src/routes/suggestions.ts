import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { findAccount } from '../db/queries';
import type { AccountRow } from '../db/rows';
import { requireUser } from '../http/auth';
import { clampedInt } from '../http/param-readers';
import { idParam, paramsOf } from '../http/params';
import { serializeAccounts } from '../serializers/account';

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
    const me = auth.accountId;
    const rows = db
      .prepare<[string, string, string, string, string, string, string, string, number], AccountRow>(
        `SELECT a.* FROM accounts a
         WHERE a.domain IS NULL AND a.id != ? AND a.discoverable = 1 AND a.moved_to_account_id IS NULL
           AND NOT EXISTS (SELECT 1 FROM follows f WHERE f.account_id = ? AND f.target_account_id = a.id)
           AND NOT EXISTS (SELECT 1 FROM follow_requests r WHERE r.account_id = ? AND r.target_account_id = a.id)
           AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.account_id = ? AND b.target_account_id = a.id) OR (b.account_id = a.id AND b.target_account_id = ?))
           AND NOT EXISTS (SELECT 1 FROM mutes m WHERE m.account_id = ? AND m.target_account_id = a.id AND (m.expires_at IS NULL OR m.expires_at > ?))
           AND NOT EXISTS (SELECT 1 FROM suggestion_dismissals d WHERE d.account_id = ? AND d.target_account_id = a.id)
         ORDER BY (SELECT count(*) FROM follows f2 WHERE f2.target_account_id = a.id) DESC, a.id DESC
         LIMIT ?`,
      )
      .all(me, me, me, me, me, me, instance.now().toISOString(), me, limit);
    return serializeAccounts(instance, rows);
  });

  app.delete('/api/v1/suggestions/:id', async (request) => {
    const auth = requireUser(instance, request, 'read');
    const target = findAccount(db, idParam(request));
    if (target) db.prepare('INSERT OR IGNORE INTO suggestion_dismissals (account_id, target_account_id) VALUES (?, ?)').run(auth.accountId, target.id);
    return {};
  });
}
