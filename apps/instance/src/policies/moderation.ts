import type { AccountRow } from '../db/rows';

// Mastodon's roles by priority; a remote account has none.
const ROLE_RANK: Readonly<Record<string, number>> = { user: 0, moderator: 1, admin: 2 };

const rankOf = (account: AccountRow): number => (account.domain === null ? (ROLE_RANK[account.role] ?? 0) : 0);

/** Whether the account may open the moderation pages (role moderator or admin; the web's `is_staff`). */
export const isStaff = (account: AccountRow): boolean => account.domain === null && rankOf(account) > 0;

/** Suspended: its statuses are gone, its answers emptied, it cannot sign in and its tokens are refused. */
export const isSuspended = (account: Pick<AccountRow, 'suspended_at'>): boolean => account.suspended_at !== null;

/** Limited (Mastodon's silenced): kept out of public timelines and trends for those who do not follow it. */
export const isLimited = (account: Pick<AccountRow, 'silenced_at'>): boolean => account.silenced_at !== null;

/**
 * Whether `staff` may limit or suspend `target`: only an account whose role is below its own, so
 * never itself (Mastodon's AccountPolicy: `role.overrides?(record.user_role)`).
 * https://github.com/mastodon/mastodon/blob/main/app/policies/account_policy.rb
 */
export const canModerate = (staff: AccountRow, target: AccountRow): boolean => isStaff(staff) && rankOf(staff) > rankOf(target);

export type ModerationAction = 'silence' | 'unsilence' | 'suspend' | 'unsuspend';

export const MODERATION_ACTIONS: readonly ModerationAction[] = ['silence', 'unsilence', 'suspend', 'unsuspend'];

/** The actions that change something for the account as it is now. */
export function availableActions(target: AccountRow): ModerationAction[] {
  const actions: ModerationAction[] = [];
  if (isSuspended(target)) actions.push('unsuspend');
  else {
    actions.push(isLimited(target) ? 'unsilence' : 'silence');
    actions.push('suspend');
  }
  return actions;
}
