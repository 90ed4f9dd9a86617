import type { Status } from '@trumpet/api-client';
import type { CoreApi } from '../../store/core-api';
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
import { boostRefusal, pinRefusal } from './status-rules';

export type StatusFlag = keyof Pick<StatusRecord, 'favourited' | 'reblogged' | 'pinned' | 'muted' | 'bookmarked'>;

export interface FlagAction {
  actions: AsyncActions<StatusActionRequest, StatusActionSuccess>;
  flag: StatusFlag;
  /** The value REQUEST sets optimistically; FAIL sets the opposite. */
  value: boolean;
  /** The server call; it answers with the status as it now is. */
  send: (api: CoreApi, id: string) => Promise<Status>;
  /** SPEC §4, §5: why the client refuses before asking the server, or null. */
  refusal?: (status: StatusRecord | undefined, me: string | null) => string | null;
}

export const FLAG_ACTIONS: readonly FlagAction[] = [
  { actions: favouriteStatus, flag: 'favourited', value: true, send: (api, id) => api.statuses.favourite(id) },
  { actions: unfavouriteStatus, flag: 'favourited', value: false, send: (api, id) => api.statuses.unfavourite(id) },
  { actions: reblogStatus, flag: 'reblogged', value: true, send: (api, id) => api.statuses.reblog(id), refusal: boostRefusal },
  { actions: unreblogStatus, flag: 'reblogged', value: false, send: (api, id) => api.statuses.unreblog(id) },
  { actions: pinStatus, flag: 'pinned', value: true, send: (api, id) => api.statuses.pin(id), refusal: pinRefusal },
  { actions: unpinStatus, flag: 'pinned', value: false, send: (api, id) => api.statuses.unpin(id) },
  { actions: muteStatus, flag: 'muted', value: true, send: (api, id) => api.statuses.mute(id) },
  { actions: unmuteStatus, flag: 'muted', value: false, send: (api, id) => api.statuses.unmute(id) },
  { actions: bookmarkStatus, flag: 'bookmarked', value: true, send: (api, id) => api.statuses.bookmark(id) },
  { actions: unbookmarkStatus, flag: 'bookmarked', value: false, send: (api, id) => api.statuses.unbookmark(id) },
];
