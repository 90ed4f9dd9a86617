import type { Instance } from '../context';
import { findAccount } from '../db/queries';
import { resolveOpenReports, setSilencedAt, setSuspendedAt } from '../db/repositories/moderation';
import type { AccountRow } from '../db/rows';
import { availableActions, canModerate, type ModerationAction } from '../policies/moderation';

export type ModerationOutcome = { ok: true; account: AccountRow } | { ok: false; reason: 'not_allowed' | 'not_applicable' };

/**
 * Limits, suspends or lifts either, as Mastodon's Admin::AccountAction: limiting or suspending
 * resolves every open report about the account; lifting leaves reports as they are. What each
 * standing hides is read where it applies (the account serializer, the timelines, the auth checks),
 * so lifting it restores everything.
 * https://github.com/mastodon/mastodon/blob/main/app/models/admin/account_action.rb
 */
export function moderateAccount(instance: Instance, staff: AccountRow, target: AccountRow, action: ModerationAction): ModerationOutcome {
  if (!canModerate(staff, target)) return { ok: false, reason: 'not_allowed' };
  if (!availableActions(target).includes(action)) return { ok: false, reason: 'not_applicable' };
  const { db } = instance;
  const now = instance.now().toISOString();
  db.transaction(() => {
    switch (action) {
      case 'silence':
        setSilencedAt(db, target.id, now);
        resolveOpenReports(db, target.id, now);
        break;
      case 'unsilence':
        setSilencedAt(db, target.id, null);
        break;
      case 'suspend':
        setSuspendedAt(db, target.id, now);
        resolveOpenReports(db, target.id, now);
        break;
      case 'unsuspend':
        setSuspendedAt(db, target.id, null);
        break;
    }
  })();
  const account = findAccount(db, target.id);
  return account ? { ok: true, account } : { ok: false, reason: 'not_applicable' };
}
