import type { UnknownAction } from 'redux';
import { removeEntities, updateEntity } from '../../store/entity-table';
import { statusesHidden, statusesRemoved, statusesRevealed } from './status-actions';
import { FLAG_ACTIONS } from './status-flags';
import type { StatusesState } from './statuses-slice';

function setHidden(state: StatusesState, ids: readonly string[], hidden: boolean): StatusesState {
  return ids.reduce((table, id) => updateEntity(table, id, (record) => (record.hidden === hidden ? record : { ...record, hidden })), state);
}

/**
 * What status actions change on the records (Mastodon reducers/statuses.js): optimistic flags on
 * REQUEST, reverted on FAIL; removal by `statusesRemoved` (also put by a delete; the dispatcher passes
 * the reblogs of removed statuses along, from `selectReblogIdsOf`); content warnings.
 */
export function statusChangesReducer(state: StatusesState, action: UnknownAction): StatusesState {
  for (const { actions, flag, value } of FLAG_ACTIONS) {
    const setTo = actions.request.match(action) ? value : actions.fail.match(action) ? !value : null;
    if (setTo === null) continue;
    const id = actions.request.match(action) ? action.payload.id : actions.fail.match(action) ? action.payload.request.id : '';
    return updateEntity(state, id, (record) => (record[flag] === setTo ? record : { ...record, [flag]: setTo }));
  }
  if (statusesRemoved.match(action)) return removeEntities(state, action.payload.ids);
  if (statusesRevealed.match(action)) return setHidden(state, action.payload.ids, false);
  if (statusesHidden.match(action)) return setHidden(state, action.payload.ids, true);
  return state;
}
