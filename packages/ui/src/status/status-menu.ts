import { isOriginalAudienceBoost, pinRefusal, type AccountRecord, type RuledStatus, type StatusRecord } from '@trumpet/core';
import type { MenuEntry } from '../common/DropdownMenu';
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
  | 'mention'
  | 'direct'
  | 'mute'
  | 'block'
  | 'report'
  | 'copy-link'
  | 'open-original';

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
 * unlisted only), boost to the original audience (private), mute conversation, delete and delete &
 * re-draft; others' get mention, direct message, mute, block and report. Both get copy link, and
 * remote ones 'Open original page'. Signed-out visitors get no menu (the trigger is disabled).
 */
export function statusMenu(status: ShownStatus, me: string | null, unavailable?: ReadonlySet<StatusActionKind>): MenuEntry[] {
  if (me === null) return [];
  const own = status.account?.id === me;
  const name = status.account?.username ?? '';
  const entries: MenuEntry[] = [];
  if (status.url ?? status.uri) entries.push({ id: 'copy-link', label: 'Copy link to post', icon: CopyIcon });
  if (isRemote(status) && (status.url ?? status.uri)) entries.push({ id: 'open-original', label: 'Open original page', icon: ExternalIcon });
  entries.push(null);
  if (own) {
    const ruled = ruledStatus(status);
    if (pinRefusal(ruled, me) === null) {
      entries.push(status.pinned ? { id: 'unpin', label: 'Unpin from profile', icon: PinIcon } : { id: 'pin', label: 'Pin on profile', icon: PinIcon });
    } else if (ruled && isOriginalAudienceBoost(ruled, me)) {
      entries.push(
        status.reblogged
          ? { id: 'unreblog', label: 'Unboost', icon: BoostIcon }
          : { id: 'reblog', label: 'Boost to original audience', icon: BoostIcon },
      );
    }
    entries.push(
      status.muted
        ? { id: 'unmute-conversation', label: 'Unmute conversation', icon: VolumeIcon }
        : { id: 'mute-conversation', label: 'Mute conversation', icon: MuteIcon },
    );
    entries.push(null);
    entries.push({ id: 'delete', label: 'Delete', icon: TrashIcon, danger: true });
    entries.push({ id: 'redraft', label: 'Delete & re-draft', icon: EditIcon, danger: true });
  } else {
    entries.push({ id: 'mention', label: `Mention @${name}`, icon: AtIcon });
    entries.push({ id: 'direct', label: `Direct message @${name}`, icon: EnvelopeIcon });
    entries.push(null);
    entries.push({ id: 'mute', label: `Mute @${name}`, icon: MuteIcon });
    entries.push({ id: 'block', label: `Block @${name}`, icon: BlockIcon, danger: true });
    entries.push({ id: 'report', label: `Report @${name}`, icon: FlagIcon, danger: true });
  }
  const available = unavailable ? entries.filter((entry) => entry === null || !unavailable.has(entry.id as StatusActionKind)) : entries;
  // No separator first, last or twice in a row.
  return available.filter((entry, index, all) => entry !== null || (index > 0 && index < all.length - 1 && all[index - 1] !== null));
}
