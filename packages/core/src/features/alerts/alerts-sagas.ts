import type { Action, UnknownAction } from 'redux';
import { delay, put, race, select, take, takeEvery } from 'typed-redux-saga';
import { isFailAction } from '../../store/actions';
import { alertForFailure } from './alert-for-failure';
import { isStoredError } from '../../store/errors';
import { alertDismissed, alertShown, alertsCleared, type AlertContent } from './alerts-actions';
import { selectAlerts } from './alerts-selectors';
import type { RootState } from '../../store/root-reducer';
import { sessionEndingError } from '../session/session-selectors';

/** SPEC §9: alerts dismiss after 5000 ms. */
export const ALERT_DISMISS_MS = 5000;

const selectRoot = (state: RootState): RootState => state;

const sameWords = (a: AlertContent, b: AlertContent): boolean =>
  JSON.stringify([a.title, a.message, a.values ?? null]) === JSON.stringify([b.title, b.message, b.values ?? null]);

const unreachable = (payload: unknown): boolean =>
  typeof payload === 'object' && payload !== null && 'error' in payload && isStoredError(payload.error) && payload.error.kind === 'network';

function* showAlertForFailure(action: UnknownAction) {
  const state = yield* select(selectRoot);
  // A 401 while signed in ends the session instead: its one message, not an alert per click.
  if (sessionEndingError(state, action.payload) !== null) return;
  // Offline, a timeline shows what was kept under a notice saying so: unreachable calls add no alert.
  if (Object.keys(state.offline.snapshots).length > 0 && unreachable(action.payload)) return;
  const alert = alertForFailure(action.payload);
  // Several calls failing alike (the network gone) show their alert once.
  if (alert && !state.alerts.some((shown) => sameWords(shown, alert))) yield* put(alertShown(alert));
}

/** Dismisses the alert just shown after 5000 ms, unless it is dismissed or cleared before. */
function* dismissLater() {
  const alerts = yield* select(selectAlerts);
  const key = alerts[alerts.length - 1]?.key;
  if (key === undefined) return;
  const gone = (action: Action): boolean =>
    alertsCleared.match(action) || (alertDismissed.match(action) && action.payload.key === key);
  const { expired } = yield* race({ expired: delay(ALERT_DISMISS_MS, true), gone: take(gone) });
  if (expired) yield* put(alertDismissed({ key }));
}

export function* alertsSaga() {
  yield* takeEvery((action: Action) => isFailAction(action), showAlertForFailure);
  yield* takeEvery(alertShown.type, dismissLater);
}
