import { BlockIcon } from '@trumpet/ui';
import { unblockAccount } from '@trumpet/core';
import { AccountRow } from '../connected/AccountRow';
import { useAppDispatch } from '../store/StoreProvider';
import type { ScreenProps } from '../routing/screens';
import { SimpleAccountList } from './account/SimpleAccountList';

/** /blocks: blocked users. */
export default function Blocks({ column }: ScreenProps) {
  const dispatch = useAppDispatch();
  return (
    <SimpleAccountList
      column={column}
      title="Blocked users"
      icon={BlockIcon}
      listKey="blocks"
      renderItem={(id) => (
        <AccountRow
          id={id}
          action={{
            label: 'Unblock',
            onPress: (accountId) => {
              dispatch(unblockAccount.request({ id: accountId }));
            },
          }}
        />
      )}
      emptyMessage="You haven't blocked any users yet."
    />
  );
}
