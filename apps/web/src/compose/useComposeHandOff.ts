import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { ComposeHandOffs } from '../store/compose-feature-module';
import { loadComposeFeatures } from '../store/deferred-features';
import { useAppDispatch, useAppStore, type AppAction } from '../store/StoreProvider';

/**
 * Dispatches a compose event (reply, mention, direct message, redraft) and, when no composer is on
 * screen, goes to /statuses/new (SPEC §2).
 */
export function useComposeHandOff(): (event: (handOffs: ComposeHandOffs) => AppAction) => void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  return useCallback(
    (event: (handOffs: ComposeHandOffs) => AppAction) => {
      void loadComposeFeatures(store).then((handOffs) => {
        dispatch(event(handOffs));
        if (store.getState().compose.mounted === 0) void navigate('/statuses/new');
      });
    },
    [dispatch, store, navigate],
  );
}
