import type { Db } from '../connection';

/** The status an Idempotency-Key created after `since`, if any. */
export function statusOfIdempotencyKey(db: Db, accountId: string, key: string, since: string): string | undefined {
  return db
    .prepare<[string, string, string], { status_id: string }>('SELECT status_id FROM idempotency_keys WHERE account_id = ? AND key = ? AND created_at > ?')
    .get(accountId, key, since)?.status_id;
}

/** Keeps the key's status, forgetting keys from `expiredBefore` or earlier. */
export function saveIdempotencyKey(db: Db, row: { account_id: string; key: string; status_id: string; created_at: string }, expiredBefore: string): void {
  db.prepare('DELETE FROM idempotency_keys WHERE created_at <= ?').run(expiredBefore);
  db.prepare('INSERT OR REPLACE INTO idempotency_keys (account_id, key, status_id, created_at) VALUES (@account_id, @key, @status_id, @created_at)').run(row);
}
