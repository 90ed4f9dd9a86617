import { produce } from 'immer';
import type { UnknownAction } from 'redux';
import { entitiesImported } from '../../importer/importer-actions';
import type { PollRecord } from '../../importer/records';

export type PollsState = Record<string, PollRecord>;

export function pollsReducer(state: PollsState = {}, action: UnknownAction): PollsState {
  if (entitiesImported.match(action)) {
    if (action.payload.polls.length === 0) return state;
    return produce(state, (draft) => {
      for (const poll of action.payload.polls) draft[poll.id] = poll;
    });
  }
  return state;
}
