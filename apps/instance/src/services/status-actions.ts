import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { isBlocking } from '../db/queries';
import { deleteFavouriteNotification } from '../db/repositories/notifications';
import { addMark, hasPinned, muteConversationOf, pinCount, removeMark, unmuteConversationOf } from '../db/repositories/status-marks';
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
  const added = addMark(db, 'favourites', { id: snowflake(now), account_id: accountId, status_id: status.id, created_at: now.toISOString() });
  if (added) notify(instance, status.account_id, accountId, 'favourite', status.id);
}

export function unfavourite(instance: Instance, accountId: string, status: StatusRow): void {
  const { db } = instance;
  if (removeMark(db, 'favourites', accountId, status.id)) deleteFavouriteNotification(db, accountId, status.id);
}

export function bookmark(instance: Instance, accountId: string, status: StatusRow): void {
  const now = instance.now();
  addMark(instance.db, 'bookmarks', { id: snowflake(now), account_id: accountId, status_id: status.id, created_at: now.toISOString() });
}

export function unbookmark(instance: Instance, accountId: string, status: StatusRow): void {
  removeMark(instance.db, 'bookmarks', accountId, status.id);
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
  if (hasPinned(db, accountId, status.id)) throw new ApiError(422, 'Duplicate record');
  if (pinCount(db, accountId) >= MAX_PINS) throw unprocessable('You have already pinned the maximum number of posts');
  const now = instance.now();
  addMark(db, 'status_pins', { id: snowflake(now), account_id: accountId, status_id: status.id, created_at: now.toISOString() });
}

export function unpin(instance: Instance, accountId: string, status: StatusRow): void {
  removeMark(instance.db, 'status_pins', accountId, status.id);
}

/** Mutes the status's whole conversation: no more mention notifications from it. */
export function muteConversation(instance: Instance, accountId: string, status: StatusRow): void {
  muteConversationOf(instance.db, accountId, status.conversation_id);
}

export function unmuteConversation(instance: Instance, accountId: string, status: StatusRow): void {
  unmuteConversationOf(instance.db, accountId, status.conversation_id);
}
