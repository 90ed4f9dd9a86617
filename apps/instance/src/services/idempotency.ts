import type { Instance } from '../context';
import { findStatus } from '../db/queries';
import type { StatusRow } from '../db/rows';
import { saveIdempotencyKey, statusOfIdempotencyKey } from '../db/repositories/idempotency-keys';

// Mastodon keeps an Idempotency-Key for an hour (PostStatusService::IDEMPOTENCY_KEY_TTL).
const TTL_MS = 60 * 60 * 1000;

/** The status an earlier request with this key created, if within the hour and still there. */
export function rememberedStatus(instance: Instance, accountId: string, key: string): StatusRow | undefined {
  const statusId = rememberedId(instance, accountId, key);
  return statusId ? findStatus(instance.db, statusId) : undefined;
}

/** The id of what an earlier request with this key created (a status or a scheduled status), if within the hour. */
export function rememberedId(instance: Instance, accountId: string, key: string): string | undefined {
  const since = new Date(instance.now().getTime() - TTL_MS).toISOString();
  return statusOfIdempotencyKey(instance.db, accountId, key, since);
}

export function rememberStatus(instance: Instance, accountId: string, key: string, statusId: string): void {
  const now = instance.now();
  saveIdempotencyKey(
    instance.db,
    { account_id: accountId, key, status_id: statusId, created_at: now.toISOString() },
    new Date(now.getTime() - TTL_MS).toISOString(),
  );
}
