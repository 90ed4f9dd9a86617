import { fetchTag, followTag, selectTag, unfollowTag } from '@trumpet/core';
import { HashtagFollowButton } from '@trumpet/ui/explore';
import { useCallback, useEffect } from 'react';
import { useDeferredFeatures } from '../../store/deferred-features';
import { useAppDispatch, useAppSelector } from '../../store/StoreProvider';

/** The hashtag timeline header's Follow / Unfollow hashtag button, once the hashtag's `following` is known. */
export function HashtagFollow({ tag }: { tag: string }) {
  return useDeferredFeatures() ? <HashtagFollowLoaded tag={tag} /> : null;
}

function HashtagFollowLoaded({ tag }: { tag: string }) {
  const dispatch = useAppDispatch();
  const following = useAppSelector(useCallback((state) => selectTag(state, tag)?.following, [tag]));
  useEffect(() => {
    dispatch(fetchTag.request({ name: tag }));
  }, [dispatch, tag]);
  if (following === undefined) return null;
  return <HashtagFollowButton following={following} onToggle={() => dispatch(following ? unfollowTag.request({ name: tag }) : followTag.request({ name: tag }))} />;
}
