import { selectAccount, selectRelationship } from '@trumpet/core';
import { AccountListItem, Button } from '@trumpet/ui';
import { useCallback } from 'react';
import { RouterLink } from '../layout/RouterLink';
import { useSession } from '../session/SessionContext';
import { selectMe } from '../store/meta';
import { useAppSelector } from '../store/StoreProvider';
import { useAccountAction } from './useAccountAction';

export interface AccountRowProps {
  id: string;
  followRequest?: { onAuthorize: (accountId: string) => void; onReject: (accountId: string) => void };
  /** Instead of the follow button: one action (Unmute in the mutes list, Unblock in the blocks list). */
  action?: { label: string; onPress: (accountId: string) => void };
}

/** An account of the store as a list row, with the follow button of SPEC §4 when signed in. */
export function AccountRow({ id, followRequest, action }: AccountRowProps) {
  const account = useAppSelector(useCallback((state) => selectAccount(state, id), [id]));
  const relationship = useAppSelector(useCallback((state) => selectRelationship(state, id), [id]));
  const me = useAppSelector(selectMe);
  const { signedIn } = useSession();
  const act = useAccountAction();
  if (!account) return null;
  if (action) {
    return (
      <div className="w-account-row">
        <AccountListItem account={account} LinkComponent={RouterLink} />
        <Button variant="secondary" size="s" onPress={() => action.onPress(id)}>
          {action.label}
        </Button>
      </div>
    );
  }
  return (
    <AccountListItem
      account={account}
      LinkComponent={RouterLink}
      relationship={relationship}
      isSelf={account.id === me}
      onAction={signedIn ? (kind) => act(id, kind) : undefined}
      followRequest={followRequest}
    />
  );
}
