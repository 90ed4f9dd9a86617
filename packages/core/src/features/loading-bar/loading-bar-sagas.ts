import type { Action } from 'redux';
import type { Task } from 'redux-saga';
import { cancel, delay, fork, put, select, take } from 'typed-redux-saga';
import { isFailAction, isRequestAction, isSuccessAction } from '../../store/actions';
import { loadingBarHidden, loadingBarTicked } from './loading-bar-actions';
import { selectLoadingBar } from './loading-bar-selectors';

/** SPEC §4: progress updates every 200 ms. */
export const LOADING_BAR_TICK_MS = 200;
/** How long the full bar stays at 100 percent before hiding. */
export const LOADING_BAR_HIDE_MS = 200;

const isCounted = (action: Action): boolean =>
  isRequestAction(action) || isSuccessAction(action) || isFailAction(action);

function* tick() {
  while (true) {
    yield* delay(LOADING_BAR_TICK_MS);
    yield* put(loadingBarTicked());
  }
}

function* hideLater() {
  yield* delay(LOADING_BAR_HIDE_MS);
  yield* put(loadingBarHidden());
}

/** Ticks only while something is in flight, then hides: no timer runs while idle. */
export function* loadingBarSaga() {
  let ticker: Task | null = null;
  let hider: Task | null = null;
  while (true) {
    yield* take(isCounted);
    const { pending, progress } = yield* select(selectLoadingBar);
    if (pending > 0) {
      if (hider) yield* cancel(hider);
      hider = null;
      if (!ticker) {
        const started = yield* fork(tick);
        ticker = started;
      }
    } else if (progress === 100) {
      if (ticker) yield* cancel(ticker);
      ticker = null;
      if (!hider?.isRunning()) {
        const started = yield* fork(hideLater);
        hider = started;
      }
    }
  }
}
