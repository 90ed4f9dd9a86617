import { MuteIcon } from '@trumpet/ui';
import { unmuteAccount } from '@trumpet/core';
import { AccountRow } from '../connected/AccountRow';
import { useAppDispatch } from '../store/StoreProvider';
import type { ScreenProps } from '../routing/screens';
import { SimpleAccountList } from './account/SimpleAccountList';

/** /mutes: muted users, each with its unmute button. */
export default function Mutes({ column }: ScreenProps) {
  const dispatch = useAppDispatch();
  return (
    <SimpleAccountList
      column={column}
      title="Muted users"
      icon={MuteIcon}
      listKey="mutes"
      renderItem={(id) => (
        <AccountRow
          id={id}
          action={{
            label: 'Unmute',
            onPress: (accountId) => {
              dispatch(unmuteAccount.request({ id: accountId }));
            },
          }}
        />
      )}
      emptyMessage="You haven't muted any users yet."
    />
  );
}
