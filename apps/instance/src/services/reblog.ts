import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { findAccount, insertStatus, isBlocking } from '../db/queries';
import type { StatusRow } from '../db/rows';
import { ApiError, notFound, unprocessable } from '../http/api-error';
import { deleteStatus } from './delete-status';
import { distributeStatus } from './distribute';
import { notify } from './notify';
import type { Visibility } from './post-status';
import { deleteReblogNotification } from '../db/repositories/notifications';
import { reblogBy } from '../db/repositories/statuses';

export type ReblogVisibility = Extract<Visibility, 'public' | 'unlisted' | 'private'>;
export const REBLOG_VISIBILITIES: readonly ReblogVisibility[] = ['public', 'unlisted', 'private'];

/** The account's boost of a status, if any. */
export function findReblog(instance: Instance, accountId: string, statusId: string): StatusRow | undefined {
  return reblogBy(instance.db, accountId, statusId);
}

/**
 * Boosts a status the account can already see, as Mastodon's ReblogService: once only (a second
 * boost answers the first), public and unlisted statuses by anyone, private ones by their author
 * only (StatusPolicy#reblog?), never direct ones. A private status's boost stays private.
 * https://github.com/mastodon/mastodon/blob/main/app/services/reblog_service.rb
 */
export function reblog(instance: Instance, accountId: string, original: StatusRow, requested: ReblogVisibility | undefined): StatusRow {
  const { db } = instance;
  const existing = findReblog(instance, accountId, original.id);
  if (existing) return existing;
  const mayBoost =
    original.visibility === 'public' ||
    original.visibility === 'unlisted' ||
    (original.visibility === 'private' && original.account_id === accountId);
  if (!mayBoost || isBlocking(db, accountId, original.account_id)) throw new ApiError(403, 'This action is not allowed');

  const account = findAccount(db, accountId);
  if (!account) throw notFound();
  const defaultVisibility = REBLOG_VISIBILITIES.find((v) => v === account.source_privacy) ?? 'public';
  const visibility = original.visibility === 'private' ? 'private' : (requested ?? defaultVisibility);
  if (!REBLOG_VISIBILITIES.includes(visibility)) throw unprocessable('Visibility is not valid');

  const createdAt = instance.now();
  const id = snowflake(createdAt);
  const activity = `${instance.config.baseUrl}/users/${account.username}/statuses/${id}/activity`;
  const row: StatusRow = {
    id,
    account_id: accountId,
    uri: activity,
    url: activity,
    text: '',
    content: '',
    spoiler_text: '',
    sensitive: 0,
    visibility,
    language: null,
    in_reply_to_id: null,
    in_reply_to_account_id: null,
    reblog_of_id: original.id,
    conversation_id: original.conversation_id,
    application_id: null,
    card: null,
    created_at: createdAt.toISOString(),
    edited_at: null,
  };
  insertStatus(db, row);
  // The notification points at the boosted status, which is what Mastodon's API shows in it.
  notify(instance, original.account_id, accountId, 'reblog', original.id);
  distributeStatus(instance, row);
  return row;
}

/** Undoes the account's boost of a status, if there is one (its notification goes with it). */
export function unreblog(instance: Instance, accountId: string, original: StatusRow): void {
  const existing = findReblog(instance, accountId, original.id);
  if (!existing) return;
  deleteStatus(instance, existing);
  deleteReblogNotification(instance.db, accountId, original.id);
}
