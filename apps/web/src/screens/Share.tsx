import { composeChanged } from '@trumpet/core';
import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ColumnLoading } from '../layout/ColumnLoading';
import { useSession } from '../session/SessionContext';
import { loadDeferredFeatures } from '../store/deferred-features';
import { useAppStore } from '../store/StoreProvider';
import { sharedText } from './share-text';

/** /share: where the installed app receives a shared page (the manifest's share_target); it opens the composer with it. */
export default function Share() {
  const { signedIn } = useSession();
  const store = useAppStore();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useEffect(() => {
    if (!signedIn) return undefined;
    let live = true;
    void loadDeferredFeatures(store).then(() => {
      if (!live) return;
      const text = sharedText(params);
      if (text !== '') store.dispatch(composeChanged({ text }));
      navigate('/statuses/new', { replace: true });
    });
    return () => {
      live = false;
    };
  }, [signedIn, store, params, navigate]);
  // Signed out there is no composer: the start page offers to sign in.
  return signedIn ? <ColumnLoading /> : <Navigate to="/" replace />;
}
