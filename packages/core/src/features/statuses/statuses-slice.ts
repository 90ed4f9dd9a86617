import { produce } from 'immer';
import type { UnknownAction } from 'redux';
import { entitiesImported } from '../../importer/importer-actions';
import type { StatusRecord } from '../../importer/records';

export type StatusesState = Record<string, StatusRecord>;

export function statusesReducer(state: StatusesState = {}, action: UnknownAction): StatusesState {
  if (entitiesImported.match(action)) {
    if (action.payload.statuses.length === 0) return state;
    return produce(state, (draft) => {
      for (const status of action.payload.statuses) {
        // A status seen again keeps whether the reader opened its content warning.
        const known = draft[status.id];
        draft[status.id] = known && known.spoiler_text === status.spoiler_text ? { ...status, hidden: known.hidden } : status;
      }
    });
  }
  return state;
}
