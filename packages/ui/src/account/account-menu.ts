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
import type { Translate } from '../i18n/locale-context';
import type { AccountActionKind, RelationshipState } from './relationship';

export interface AccountMenuOptions {
  account: { acct: string; username: string };
  relationship: RelationshipState | null | undefined;
  isSelf: boolean;
  isStaff: boolean;
  /** Whether the browser can share (navigator.share); decided by the caller so tests can set it. */
  canShare: boolean;
  t: Translate;
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
export function accountMenuItems({ account, relationship, isSelf, isStaff, canShare, t }: AccountMenuOptions): MenuEntry[] {
  const name = account.username;
  const entries: MenuEntry[] = [];
  if (canShare) entries.push(item('share', t('account.menu.share', { name }), ShareIcon), null);
  if (isSelf) {
    entries.push(item('edit_profile', t('account.menu.edit_profile'), EditIcon), item('preferences', t('account.menu.preferences'), SettingsIcon));
    return entries;
  }
  entries.push(item('mention', t('account.menu.mention', { name }), AtIcon), item('direct', t('account.menu.direct', { name }), EnvelopeIcon), null);
  if (relationship?.following) {
    entries.push(
      relationship.showing_reblogs
        ? item('hide_reblogs', t('account.menu.hide_reblogs', { name }), BoostIcon)
        : item('show_reblogs', t('account.menu.show_reblogs', { name }), BoostIcon),
      relationship.endorsed ? item('unendorse', t('account.menu.unendorse'), PinIcon) : item('endorse', t('account.menu.endorse'), PinIcon),
      item('lists', t('account.menu.lists'), ListIcon),
      null,
    );
  }
  entries.push(
    relationship?.muting ? item('unmute', t('account.menu.unmute', { name }), MuteIcon) : item('mute', t('account.menu.mute', { name }), MuteIcon),
    relationship?.blocking ? item('unblock', t('account.menu.unblock', { name }), BlockIcon) : item('block', t('account.menu.block', { name }), BlockIcon, true),
    item('report', t('account.menu.report', { name }), FlagIcon, true),
  );
  const domain = remoteDomain(account.acct);
  if (domain !== null) {
    entries.push(
      null,
      relationship?.domain_blocking
        ? item('unblock_domain', t('account.menu.unblock_domain', { domain }), EyeIcon)
        : item('block_domain', t('account.menu.block_domain', { domain }), EyeOffIcon, true),
    );
  }
  if (isStaff) entries.push(null, item('moderate', t('account.menu.moderate', { name }), ExternalIcon));
  return entries;
}
