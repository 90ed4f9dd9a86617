import { selectAccount, selectRelationship } from '@trumpet/core';
import { DirectoryCard } from '@trumpet/ui/explore';
import { useCallback } from 'react';
import { useAccountAction } from '../../connected/useAccountAction';
import { RouterLink } from '../../layout/RouterLink';
import { useSession } from '../../session/SessionContext';
import { selectMe } from '../../store/meta';
import { useAppSelector } from '../../store/StoreProvider';

/** A directory account from the store, with the follow button when signed in. */
export function DirectoryRow({ id }: { id: string }) {
  const account = useAppSelector(useCallback((state) => selectAccount(state, id), [id]));
  const relationship = useAppSelector(useCallback((state) => selectRelationship(state, id), [id]));
  const me = useAppSelector(selectMe);
  const { signedIn } = useSession();
  const act = useAccountAction();
  if (!account) return null;
  return (
    <DirectoryCard
      account={account}
      relationship={relationship}
      isSelf={account.id === me}
      LinkComponent={RouterLink}
      onAction={signedIn ? (kind) => act(id, kind) : undefined}
    />
  );
}
