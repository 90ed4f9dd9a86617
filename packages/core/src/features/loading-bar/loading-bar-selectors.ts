import type { RootState } from '../../store/root-reducer';
import type { LoadingBarState } from './loading-bar-slice';

export const selectLoadingBar = (state: RootState): LoadingBarState => state.loadingBar;

/** Shown while anything is in flight and during the moment it sits at 100 percent. */
export const selectLoadingBarVisible = (state: RootState): boolean =>
  state.loadingBar.pending > 0 || state.loadingBar.progress > 0;
