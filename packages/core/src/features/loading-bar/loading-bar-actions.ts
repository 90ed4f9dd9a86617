import { createAction } from '../../store/actions';

/** One 200 ms step of the simulated progress while something is in flight. */
export const loadingBarTicked = createAction('loadingBar/TICKED');
/** After reaching 100 percent with nothing in flight, the bar hides and resets. */
export const loadingBarHidden = createAction('loadingBar/HIDDEN');
