import { produce } from 'immer';
import type { UnknownAction } from 'redux';
import { deleteStatus, statusesRemoved } from '../statuses/status-actions';
import { fetchContext } from './contexts-actions';

/** Threads by status id (Mastodon reducers/contexts.js): the ids above it and below it. */
export interface ContextsState {
  ancestors: Record<string, string[]>;
  descendants: Record<string, string[]>;
}

const initialContexts: ContextsState = { ancestors: {}, descendants: {} };

function withoutStatuses(state: ContextsState, ids: readonly string[]): ContextsState {
  const gone = new Set(ids);
  return produce(state, (draft) => {
    for (const lists of [draft.ancestors, draft.descendants]) {
      for (const [key, list] of Object.entries(lists)) {
        if (gone.has(key)) delete lists[key];
        else if (list.some((id) => gone.has(id))) lists[key] = list.filter((id) => !gone.has(id));
      }
    }
  });
}

export function contextsReducer(state: ContextsState = initialContexts, action: UnknownAction): ContextsState {
  if (fetchContext.success.match(action)) {
    const { id, ancestors, descendants } = action.payload;
    return produce(state, (draft) => {
      draft.ancestors[id] = ancestors;
      draft.descendants[id] = descendants;
    });
  }
  if (statusesRemoved.match(action)) return withoutStatuses(state, action.payload.ids);
  if (deleteStatus.success.match(action)) return withoutStatuses(state, [action.payload.id, ...action.payload.reblogIds]);
  return state;
}
