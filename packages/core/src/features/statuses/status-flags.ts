import type { AsyncActions } from '../../store/actions';
import type { StatusRecord } from '../../importer/records';
import {
  bookmarkStatus,
  favouriteStatus,
  muteStatus,
  pinStatus,
  reblogStatus,
  unbookmarkStatus,
  unfavouriteStatus,
  unmuteStatus,
  unpinStatus,
  unreblogStatus,
  type StatusActionRequest,
  type StatusActionSuccess,
} from './status-actions';

export type StatusFlag = keyof Pick<StatusRecord, 'favourited' | 'reblogged' | 'pinned' | 'muted' | 'bookmarked'>;

export interface FlagAction {
  actions: AsyncActions<StatusActionRequest, StatusActionSuccess>;
  flag: StatusFlag;
  /** The value REQUEST sets optimistically; FAIL sets the opposite. */
  value: boolean;
}

export const FLAG_ACTIONS: readonly FlagAction[] = [
  { actions: favouriteStatus, flag: 'favourited', value: true },
  { actions: unfavouriteStatus, flag: 'favourited', value: false },
  { actions: reblogStatus, flag: 'reblogged', value: true },
  { actions: unreblogStatus, flag: 'reblogged', value: false },
  { actions: pinStatus, flag: 'pinned', value: true },
  { actions: unpinStatus, flag: 'pinned', value: false },
  { actions: muteStatus, flag: 'muted', value: true },
  { actions: unmuteStatus, flag: 'muted', value: false },
  { actions: bookmarkStatus, flag: 'bookmarked', value: true },
  { actions: unbookmarkStatus, flag: 'bookmarked', value: false },
];
