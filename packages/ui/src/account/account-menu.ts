import type { MenuEntry } from '../common/DropdownMenu';
import {
  AtIcon,
  BlockIcon,
  BoostIcon,
  EditIcon,
  EnvelopeIcon,
  EyeIcon,
  EyeOffIcon,
  FlagIcon,
  ListIcon,
  MuteIcon,
  PinIcon,
  SettingsIcon,
  ShareIcon,
  ExternalIcon,
  type IconComponent,
} from '../icons';
import type { AccountActionKind, RelationshipState } from './relationship';

export interface AccountMenuOptions {
  account: { acct: string; username: string };
  relationship: RelationshipState | null | undefined;
  isSelf: boolean;
  isStaff: boolean;
  /** Whether the browser can share (navigator.share); decided by the caller so tests can set it. */
  canShare: boolean;
}

/** The domain of a remote handle ('alice@example.org' → 'example.org'); null for a local one. */
export const remoteDomain = (acct: string): string | null => {
  const at = acct.indexOf('@');
  return at === -1 ? null : acct.slice(at + 1);
};

const item = (id: AccountActionKind, label: string, icon: IconComponent, danger = false): MenuEntry => ({ id, label, icon, danger });

/**
 * The account menu of SPEC §6, in the order of Mastodon 3's account action bar
 * (features/account/components/header.js): own account → edit profile and preferences; others → mention,
 * direct message, then for a followed account boosts, featuring and lists, then mute, block, report, the
 * domain for a remote account, moderation for staff. Sharing appears only where the browser can share.
 */
export function accountMenuItems({ account, relationship, isSelf, isStaff, canShare }: AccountMenuOptions): MenuEntry[] {
  const name = account.username;
  const entries: MenuEntry[] = [];
  if (canShare) entries.push(item('share', `Share @${name}'s profile`, ShareIcon), null);
  if (isSelf) {
    entries.push(item('edit_profile', 'Edit profile', EditIcon), item('preferences', 'Preferences', SettingsIcon));
    return entries;
  }
  entries.push(item('mention', `Mention @${name}`, AtIcon), item('direct', `Direct message @${name}`, EnvelopeIcon), null);
  if (relationship?.following) {
    entries.push(
      relationship.showing_reblogs
        ? item('hide_reblogs', `Hide boosts from @${name}`, BoostIcon)
        : item('show_reblogs', `Show boosts from @${name}`, BoostIcon),
      relationship.endorsed ? item('unendorse', 'Unfeature on profile', PinIcon) : item('endorse', 'Feature on profile', PinIcon),
      item('lists', 'Add or Remove from lists', ListIcon),
      null,
    );
  }
  entries.push(
    relationship?.muting ? item('unmute', `Unmute @${name}`, MuteIcon) : item('mute', `Mute @${name}`, MuteIcon),
    relationship?.blocking ? item('unblock', `Unblock @${name}`, BlockIcon) : item('block', `Block @${name}`, BlockIcon, true),
    item('report', `Report @${name}`, FlagIcon, true),
  );
  const domain = remoteDomain(account.acct);
  if (domain !== null) {
    entries.push(
      null,
      relationship?.domain_blocking
        ? item('unblock_domain', `Unhide ${domain}`, EyeIcon)
        : item('block_domain', `Hide everything from ${domain}`, EyeOffIcon, true),
    );
  }
  if (isStaff) entries.push(null, item('moderate', `Open moderation interface for @${name}`, ExternalIcon));
  return entries;
}
