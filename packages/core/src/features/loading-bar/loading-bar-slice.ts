import { produce } from 'immer';
import type { UnknownAction } from 'redux';
import { isFailAction, isRequestAction, isSuccessAction } from '../../store/actions';
import { loadingBarHidden, loadingBarTicked } from './loading-bar-actions';
import { nextProgress } from './loading-progress';

export interface LoadingBarState {
  /** Requests in flight. */
  pending: number;
  /** 0 when hidden, up to 99 while pending, 100 once everything settled until the bar hides. */
  progress: number;
  /** In-flight count per action base (`statuses/FETCH`), so a SUCCESS or FAIL only settles its own REQUEST. */
  byBase: Record<string, number>;
}

export const initialLoadingBar: LoadingBarState = { pending: 0, progress: 0, byBase: {} };

const baseOf = (type: string): string => type.slice(0, type.lastIndexOf('_'));

// Mastodon counts with react-redux-loading-bar through middleware/loading_bar.js, keyed off the
// REQUEST/SUCCESS/FAIL suffixes.
export function loadingBarReducer(state: LoadingBarState = initialLoadingBar, action: UnknownAction): LoadingBarState {
  if (isRequestAction(action)) {
    return produce(state, (draft) => {
      const base = baseOf(action.type);
      draft.byBase[base] = (draft.byBase[base] ?? 0) + 1;
      draft.pending += 1;
      if (draft.progress === 100) draft.progress = 0;
    });
  }
  if (isSuccessAction(action) || isFailAction(action)) {
    const base = baseOf(action.type);
    const inFlight = state.byBase[base] ?? 0;
    if (inFlight === 0) return state;
    return produce(state, (draft) => {
      if (inFlight === 1) delete draft.byBase[base];
      else draft.byBase[base] = inFlight - 1;
      draft.pending -= 1;
      if (draft.pending === 0) draft.progress = 100;
    });
  }
  if (loadingBarTicked.match(action)) {
    return state.pending > 0 ? { ...state, progress: nextProgress(state.progress) } : state;
  }
  if (loadingBarHidden.match(action)) {
    return state.pending === 0 && state.progress !== 0 ? { ...state, progress: 0 } : state;
  }
  return state;
}
