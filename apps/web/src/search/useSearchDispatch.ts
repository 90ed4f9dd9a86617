import { useCallback } from 'react';
import { loadDeferredFeatures } from '../store/deferred-features';
import { useAppStore, type AppAction } from '../store/StoreProvider';

/**
 * Dispatches to the search feature, which loads with the deferred features: an action sent before
 * they are in the store waits for them (in order), so typing right after the page loads is kept.
 */
export function useSearchDispatch(): (action: AppAction) => void {
  const store = useAppStore();
  return useCallback(
    (action: AppAction) => {
      if (store.hasFeature('search')) store.dispatch(action);
      else
        loadDeferredFeatures(store).then(
          () => store.dispatch(action),
          () => undefined,
        );
    },
    [store],
  );
}
