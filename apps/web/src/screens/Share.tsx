import { composeChanged } from '@trumpet/core';
import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useStatusAction } from '../connected/useStatusAction';
import { ColumnLoading } from '../layout/ColumnLoading';
import { useSession } from '../session/SessionContext';
import { loadDeferredFeatures } from '../store/deferred-features';
import { useAppStore } from '../store/StoreProvider';
import { sharedReplyTo, sharedText } from './share-text';

/**
 * /share: where the installed app receives a shared page (the manifest's share_target); it opens the
 * composer with it. With `in_reply_to` (a push notification's Reply) it opens that post with the
 * composer replying to it, as the post's own Reply does.
 */
export default function Share() {
  const { signedIn } = useSession();
  const store = useAppStore();
  const navigate = useNavigate();
  const act = useStatusAction();
  const [params] = useSearchParams();
  useEffect(() => {
    if (!signedIn) return undefined;
    let live = true;
    void loadDeferredFeatures(store).then(() => {
      if (!live) return;
      const replyTo = sharedReplyTo(params);
      if (replyTo !== null) {
        // The post, then the composer replying to it: the one beside the columns, else its own screen (SPEC §2).
        void navigate(`/statuses/${encodeURIComponent(replyTo)}`, { replace: true });
        act('reply', replyTo);
        return;
      }
      const text = sharedText(params);
      if (text !== '') store.dispatch(composeChanged({ text }));
      void navigate('/statuses/new', { replace: true });
    });
    return () => {
      live = false;
    };
  }, [signedIn, store, params, navigate, act]);
  // Signed out there is no composer: the start page offers to sign in.
  return signedIn ? <ColumnLoading /> : <Navigate to="/" replace />;
}
