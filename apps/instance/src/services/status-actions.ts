import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { exists, isBlocking } from '../db/queries';
import type { StatusRow } from '../db/rows';
import { ApiError, unprocessable } from '../http/api-error';
import { notify } from './notify';

// The per-account marks on a status. Each assumes the caller checked that the account can see it.

export const MAX_PINS = 5;

/** FavouriteService: once only; notifies the author. Not allowed on a status whose author you block. */
export function favourite(instance: Instance, accountId: string, status: StatusRow): void {
  const { db } = instance;
  if (isBlocking(db, accountId, status.account_id)) throw new ApiError(403, 'This action is not allowed');
  const now = instance.now();
  const inserted = db
    .prepare('INSERT OR IGNORE INTO favourites (id, account_id, status_id, created_at) VALUES (?, ?, ?, ?)')
    .run(snowflake(now), accountId, status.id, now.toISOString());
  if (inserted.changes > 0) notify(instance, status.account_id, accountId, 'favourite', status.id);
}

export function unfavourite(instance: Instance, accountId: string, status: StatusRow): void {
  const { db } = instance;
  const removed = db.prepare('DELETE FROM favourites WHERE account_id = ? AND status_id = ?').run(accountId, status.id);
  if (removed.changes > 0) {
    db.prepare("DELETE FROM notifications WHERE type = 'favourite' AND from_account_id = ? AND status_id = ?").run(accountId, status.id);
  }
}

export function bookmark(instance: Instance, accountId: string, status: StatusRow): void {
  const now = instance.now();
  instance.db
    .prepare('INSERT OR IGNORE INTO bookmarks (id, account_id, status_id, created_at) VALUES (?, ?, ?, ?)')
    .run(snowflake(now), accountId, status.id, now.toISOString());
}

export function unbookmark(instance: Instance, accountId: string, status: StatusRow): void {
  instance.db.prepare('DELETE FROM bookmarks WHERE account_id = ? AND status_id = ?').run(accountId, status.id);
}

/**
 * StatusPinValidator: only your own statuses, not boosts, at most five. Mastodon also pins private
 * statuses; here, as the product asks, only public and unlisted ones.
 * https://github.com/mastodon/mastodon/blob/main/app/validators/status_pin_validator.rb
 */
export function pin(instance: Instance, accountId: string, status: StatusRow): void {
  const { db } = instance;
  if (status.reblog_of_id) throw unprocessable('A boost cannot be pinned');
  if (status.account_id !== accountId) throw unprocessable("Someone else's post cannot be pinned");
  if (status.visibility !== 'public' && status.visibility !== 'unlisted') throw unprocessable('Only public and unlisted posts can be pinned');
  if (exists(db, 'SELECT 1 FROM status_pins WHERE account_id = ? AND status_id = ?', accountId, status.id)) throw new ApiError(422, 'Duplicate record');
  const count = db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM status_pins WHERE account_id = ?').get(accountId)?.n ?? 0;
  if (count >= MAX_PINS) throw unprocessable('You have already pinned the maximum number of posts');
  const now = instance.now();
  db.prepare('INSERT INTO status_pins (id, account_id, status_id, created_at) VALUES (?, ?, ?, ?)').run(snowflake(now), accountId, status.id, now.toISOString());
}

export function unpin(instance: Instance, accountId: string, status: StatusRow): void {
  instance.db.prepare('DELETE FROM status_pins WHERE account_id = ? AND status_id = ?').run(accountId, status.id);
}

/** Mutes the status's whole conversation: no more mention notifications from it. */
export function muteConversation(instance: Instance, accountId: string, status: StatusRow): void {
  instance.db.prepare('INSERT OR IGNORE INTO conversation_mutes (account_id, conversation_id) VALUES (?, ?)').run(accountId, status.conversation_id);
}

export function unmuteConversation(instance: Instance, accountId: string, status: StatusRow): void {
  instance.db.prepare('DELETE FROM conversation_mutes WHERE account_id = ? AND conversation_id = ?').run(accountId, status.conversation_id);
}
