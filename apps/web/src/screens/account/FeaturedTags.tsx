import { fetchFeaturedTags, selectFeaturedTags } from '@trumpet/core';
import { FeaturedTagList } from '@trumpet/ui/explore';
import { useCallback, useEffect } from 'react';
import { RouterLink } from '../../layout/RouterLink';
import { useDeferredFeatures } from '../../store/deferred-features';
import { useAppDispatch, useAppSelector } from '../../store/StoreProvider';

/** The hashtags the account features, under its profile header, each linking to the account's toots with it; `current` is the one shown. */
export function FeaturedTags({ accountId, current }: { accountId: string; current: string | null }) {
  return useDeferredFeatures() ? <FeaturedTagsLoaded accountId={accountId} current={current} /> : null;
}

const taggedPath = (accountId: string) => (name: string) => `/accounts/${accountId}?tagged=${encodeURIComponent(name.toLowerCase())}`;

function FeaturedTagsLoaded({ accountId, current }: { accountId: string; current: string | null }) {
  const dispatch = useAppDispatch();
  const tags = useAppSelector(useCallback((state) => selectFeaturedTags(state, accountId), [accountId]));
  useEffect(() => {
    dispatch(fetchFeaturedTags.request({ accountId }));
  }, [dispatch, accountId]);
  return <FeaturedTagList tags={tags} current={current} hrefFor={taggedPath(accountId)} LinkComponent={RouterLink} />;
}
