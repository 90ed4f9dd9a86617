import { MuteIcon, useT } from '@trumpet/ui';
import { unmuteAccount } from '@trumpet/core';
import { AccountRow } from '../connected/AccountRow';
import { useAppDispatch } from '../store/StoreProvider';
import type { ScreenProps } from '../routing/screens';
import { SimpleAccountList } from './account/SimpleAccountList';

/** /mutes: muted users, each with its unmute button. */
export default function Mutes({ column }: ScreenProps) {
  const dispatch = useAppDispatch();
  const t = useT();
  return (
    <SimpleAccountList
      column={column}
      title={t('nav.mutes')}
      icon={MuteIcon}
      listKey="mutes"
      renderItem={(id) => (
        <AccountRow
          id={id}
          action={{
            label: t('screens.mutes.unmute'),
            onPress: (accountId) => {
              dispatch(unmuteAccount.request({ id: accountId }));
            },
          }}
        />
      )}
      emptyMessage={t('screens.mutes.empty')}
    />
  );
}
