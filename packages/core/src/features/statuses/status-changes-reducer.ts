import { produce } from 'immer';
import type { UnknownAction } from 'redux';
import { deleteStatus, statusesHidden, statusesRemoved, statusesRevealed } from './status-actions';
import { FLAG_ACTIONS } from './status-flags';
import type { StatusesState } from './statuses-slice';

function removeWithReblogs(draft: StatusesState, ids: readonly string[]): void {
  const gone = new Set(ids);
  for (const [key, record] of Object.entries(draft)) {
    if (gone.has(key) || (record.reblog !== null && gone.has(record.reblog))) delete draft[key];
  }
}

function setHidden(draft: StatusesState, ids: readonly string[], hidden: boolean): void {
  for (const id of ids) {
    const record = draft[id];
    if (record) record.hidden = hidden;
  }
}

/**
 * What status actions change on the records (Mastodon reducers/statuses.js): optimistic flags on
 * REQUEST, reverted on FAIL; removal with every boost of the removed statuses; content warnings.
 */
export function statusChangesReducer(state: StatusesState, action: UnknownAction): StatusesState {
  for (const { actions, flag, value } of FLAG_ACTIONS) {
    const setTo = actions.request.match(action) ? value : actions.fail.match(action) ? !value : null;
    if (setTo === null) continue;
    const id = actions.request.match(action) ? action.payload.id : actions.fail.match(action) ? action.payload.request.id : '';
    const record = state[id];
    if (!record || record[flag] === setTo) return state;
    return produce(state, (draft) => {
      const target = draft[id];
      if (target) target[flag] = setTo;
    });
  }
  if (statusesRemoved.match(action)) return produce(state, (draft) => removeWithReblogs(draft, action.payload.ids));
  if (deleteStatus.success.match(action)) {
    const { id, reblogIds } = action.payload;
    return produce(state, (draft) => removeWithReblogs(draft, [id, ...reblogIds]));
  }
  if (statusesRevealed.match(action)) return produce(state, (draft) => setHidden(draft, action.payload.ids, false));
  if (statusesHidden.match(action)) return produce(state, (draft) => setHidden(draft, action.payload.ids, true));
  return state;
}
