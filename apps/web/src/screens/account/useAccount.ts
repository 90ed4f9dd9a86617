import {
  fetchAccount,
  fetchIdentityProofs,
  fetchRelationships,
  screenClosed,
  screenOpened,
  selectAccount,
  selectIdentityProofs,
  selectLoadingBar,
  selectRelationship,
} from '@trumpet/core';
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../session/SessionContext';
import { useAppDispatch, useAppSelector } from '../../store/StoreProvider';

/** A profile on screen: the account (store, cache, then server), its relationship and identity proofs. */
export function useAccount(accountId: string) {
  const dispatch = useAppDispatch();
  const { signedIn } = useSession();
  const account = useAppSelector(useCallback((state) => selectAccount(state, accountId), [accountId]));
  const relationship = useAppSelector(useCallback((state) => selectRelationship(state, accountId), [accountId]));
  const proofs = useAppSelector(useCallback((state) => selectIdentityProofs(state, accountId), [accountId]));
  const pending = useAppSelector(selectLoadingBar).pending;
  const [requested, setRequested] = useState(false);

  useEffect(() => {
    dispatch(fetchAccount.request({ id: accountId }));
    dispatch(fetchIdentityProofs.request({ id: accountId }));
    if (signedIn) dispatch(fetchRelationships.request({ ids: [accountId] }));
    dispatch(screenOpened({ key: `account:${accountId}`, accountIds: [accountId] }));
    setRequested(true);
    return () => {
      dispatch(screenClosed({ key: `account:${accountId}` }));
    };
  }, [dispatch, signedIn, accountId]);

  return { account, relationship, proofs, notFound: !account && requested && pending === 0 };
}
