import { fetchFamiliarFollowers, selectFamiliarFollowers } from '@trumpet/core';
import { FamiliarFollowers } from '@trumpet/ui';
import { useCallback, useEffect } from 'react';
import { RouterLink } from '../../layout/RouterLink';
import { useDeferredFeatures } from '../../store/deferred-features';
import { useAppDispatch, useAppSelector } from '../../store/StoreProvider';

/** "Followed by …": the accounts the user follows that follow this one, under another person's profile header. */
export function FamiliarFollowersOf({ accountId }: { accountId: string }) {
  return useDeferredFeatures() ? <Loaded accountId={accountId} /> : null;
}

function Loaded({ accountId }: { accountId: string }) {
  const dispatch = useAppDispatch();
  const accounts = useAppSelector(useCallback((state) => selectFamiliarFollowers(state, accountId), [accountId]));
  useEffect(() => {
    dispatch(fetchFamiliarFollowers.request({ id: accountId }));
  }, [dispatch, accountId]);
  return <FamiliarFollowers accounts={accounts} LinkComponent={RouterLink} />;
}
