import { canRevokeQuote, isOriginalAudienceBoost, pinRefusal, type AccountRecord, type RuledStatus, type StatusRecord } from '@trumpet/core';
import type { MenuEntry } from '../common/DropdownMenu';
import type { Translate } from '../i18n/locale-context';
import {
  AtIcon,
  BlockIcon,
  BoostIcon,
  CopyIcon,
  EditIcon,
  EnvelopeIcon,
  ExternalIcon,
  FlagIcon,
  MuteIcon,
  PinIcon,
  TrashIcon,
  VolumeIcon,
} from '../icons';

/** Everything a status can ask the app to do; `onAction(kind, statusId, options)`. */
export type StatusActionKind =
  | 'reply'
  | 'reblog'
  | 'unreblog'
  | 'favourite'
  | 'unfavourite'
  | 'bookmark'
  | 'unbookmark'
  | 'share'
  | 'pin'
  | 'unpin'
  | 'mute-conversation'
  | 'unmute-conversation'
  | 'delete'
  | 'redraft'
  | 'edit'
  | 'history'
  | 'mention'
  | 'direct'
  | 'mute'
  | 'block'
  | 'report'
  | 'copy-link'
  | 'open-original'
  | 'moderate'
  | 'quote'
  | 'revoke-quote';

export interface StatusActionOptions {
  /** Shift was held while boosting: skip the boost modal (SPEC §2). */
  skipModal?: boolean;
}

export type StatusActionHandler = (kind: StatusActionKind, statusId: string, options?: StatusActionOptions) => void;

/** The status a row shows (the boosted one for a boost), joined with its author. */
export type ShownStatus = Omit<StatusRecord, 'account' | 'reblog'> & { account: AccountRecord | null };

/** What core's status rules read (visibility and author); undefined while the author is not loaded. */
export const ruledStatus = (status: ShownStatus): RuledStatus | undefined =>
  status.account ? { visibility: status.visibility, account: status.account.id } : undefined;

/** A status whose author is on another server (acct carries a domain) links to its original page. */
const isRemote = (status: ShownStatus) => status.account?.acct.includes('@') ?? false;

/**
 * The more menu of SPEC §6, worded as Mastodon's client: own statuses get pin or unpin (public and
 * unlisted only), boost to the original audience (private), mute conversation, edit, delete and delete &
 * re-draft; others' get mention, direct message, mute, block and report. Both get copy link, and
 * remote ones 'Open original page'. Staff also get others' statuses in the moderation interface
 * (SPEC §2). Signed-out visitors get no menu (the trigger is disabled).
 */
export function statusMenu(
  status: ShownStatus,
  me: string | null,
  t: Translate,
  unavailable?: ReadonlySet<StatusActionKind>,
  isStaff = false,
  quotedAuthorId: string | null = null,
): MenuEntry[] {
  if (me === null) return [];
  const own = status.account?.id === me;
  const name = status.account?.username ?? '';
  const entries: MenuEntry[] = [];
  if (status.url ?? status.uri) entries.push({ id: 'copy-link', label: t('status.menu.copy_link'), icon: CopyIcon });
  if (isRemote(status) && (status.url ?? status.uri)) entries.push({ id: 'open-original', label: t('status.menu.open_original'), icon: ExternalIcon });
  entries.push(null);
  if (own) {
    const ruled = ruledStatus(status);
    if (pinRefusal(ruled, me) === null) {
      entries.push(status.pinned ? { id: 'unpin', label: t('status.menu.unpin'), icon: PinIcon } : { id: 'pin', label: t('status.menu.pin'), icon: PinIcon });
    } else if (ruled && isOriginalAudienceBoost(ruled, me)) {
      entries.push(
        status.reblogged
          ? { id: 'unreblog', label: t('status.menu.unboost'), icon: BoostIcon }
          : { id: 'reblog', label: t('status.boost_original'), icon: BoostIcon },
      );
    }
    entries.push(
      status.muted
        ? { id: 'unmute-conversation', label: t('status.menu.unmute_conversation'), icon: VolumeIcon }
        : { id: 'mute-conversation', label: t('status.menu.mute_conversation'), icon: MuteIcon },
    );
    entries.push(null);
    entries.push({ id: 'edit', label: t('status.menu.edit'), icon: EditIcon });
    entries.push({ id: 'delete', label: t('status.menu.delete'), icon: TrashIcon, danger: true });
    entries.push({ id: 'redraft', label: t('status.menu.redraft'), icon: EditIcon, danger: true });
  } else {
    entries.push({ id: 'mention', label: t('status.menu.mention', { name }), icon: AtIcon });
    entries.push({ id: 'direct', label: t('status.menu.direct', { name }), icon: EnvelopeIcon });
    entries.push(null);
    entries.push({ id: 'mute', label: t('status.menu.mute', { name }), icon: MuteIcon });
    entries.push({ id: 'block', label: t('status.menu.block', { name }), icon: BlockIcon, danger: true });
    entries.push({ id: 'report', label: t('status.menu.report', { name }), icon: FlagIcon, danger: true });
    if (isStaff && status.account) entries.push(null, { id: 'moderate', label: t('status.menu.moderate'), icon: ExternalIcon });
  }
  // Someone quoting one of the viewer's posts: the viewer may withdraw the quote (Mastodon 4.5).
  if (canRevokeQuote(status.quote, quotedAuthorId, me)) entries.push(null, { id: 'revoke-quote', label: t('status.menu.revoke_quote'), icon: TrashIcon, danger: true });
  const available = unavailable ? entries.filter((entry) => entry === null || !unavailable.has(entry.id as StatusActionKind)) : entries;
  // No separator first, last or twice in a row.
  return available.filter((entry, index, all) => entry !== null || (index > 0 && index < all.length - 1 && all[index - 1] !== null));
}
