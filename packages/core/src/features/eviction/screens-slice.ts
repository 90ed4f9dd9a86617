import { produce } from 'immer';
import type { UnknownAction } from 'redux';
import { screenClosed, screenOpened, timelineVisibility } from './eviction-actions';

export interface ScreenRefs {
  statusIds: string[];
  accountIds: string[];
}

/** What open screens keep in memory, and which timelines are off screen. */
export interface ScreensState {
  open: Record<string, ScreenRefs>;
  hiddenTimelines: Record<string, true>;
}

export const initialScreens: ScreensState = { open: {}, hiddenTimelines: {} };

export const screensReducer = (state: ScreensState = initialScreens, action: UnknownAction): ScreensState => {
  if (screenOpened.match(action)) {
    const { key, statusIds = [], accountIds = [] } = action.payload;
    return produce(state, (draft) => {
      draft.open[key] = { statusIds: [...statusIds], accountIds: [...accountIds] };
    });
  }
  if (screenClosed.match(action)) {
    if (!state.open[action.payload.key]) return state;
    return produce(state, (draft) => {
      delete draft.open[action.payload.key];
    });
  }
  if (timelineVisibility.match(action)) {
    const { timeline, visible } = action.payload;
    if (visible === !state.hiddenTimelines[timeline]) return state;
    return produce(state, (draft) => {
      if (visible) delete draft.hiddenTimelines[timeline];
      else draft.hiddenTimelines[timeline] = true;
    });
  }
  return state;
};
