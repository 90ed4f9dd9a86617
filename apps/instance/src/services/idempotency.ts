import type { Instance } from '../context';
import { findStatus } from '../db/queries';
import type { StatusRow } from '../db/rows';

// Mastodon keeps an Idempotency-Key for an hour (PostStatusService::IDEMPOTENCY_KEY_TTL).
const TTL_MS = 60 * 60 * 1000;

/** The status an earlier request with this key created, if within the hour and still there. */
export function rememberedStatus(instance: Instance, accountId: string, key: string): StatusRow | undefined {
  const since = new Date(instance.now().getTime() - TTL_MS).toISOString();
  const row = instance.db
    .prepare<[string, string, string], { status_id: string }>(
      'SELECT status_id FROM idempotency_keys WHERE account_id = ? AND key = ? AND created_at > ?',
    )
    .get(accountId, key, since);
  return row ? findStatus(instance.db, row.status_id) : undefined;
}

export function rememberStatus(instance: Instance, accountId: string, key: string, statusId: string): void {
  const { db } = instance;
  const now = instance.now();
  db.prepare('DELETE FROM idempotency_keys WHERE created_at <= ?').run(new Date(now.getTime() - TTL_MS).toISOString());
  db.prepare('INSERT OR REPLACE INTO idempotency_keys (account_id, key, status_id, created_at) VALUES (?, ?, ?, ?)').run(
    accountId,
    key,
    statusId,
    now.toISOString(),
  );
}
