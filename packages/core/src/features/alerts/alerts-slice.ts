import { produce } from 'immer';
import type { UnknownAction } from 'redux';
import { alertDismissed, alertShown, alertsCleared, type Alert } from './alerts-actions';

/** Newest last. */
export type AlertsState = Alert[];

// Keys follow Mastodon's reducers/alerts.js: one more than the newest alert's key.
export function alertsReducer(state: AlertsState = [], action: UnknownAction): AlertsState {
  if (alertShown.match(action)) {
    return produce(state, (draft) => {
      const key = (draft[draft.length - 1]?.key ?? -1) + 1;
      const { title, message, values } = action.payload;
      draft.push(values === undefined ? { key, title, message } : { key, title, message, values });
    });
  }
  if (alertDismissed.match(action)) {
    const remaining = state.filter((alert) => alert.key !== action.payload.key);
    return remaining.length === state.length ? state : remaining;
  }
  if (alertsCleared.match(action)) return state.length === 0 ? state : [];
  return state;
}
