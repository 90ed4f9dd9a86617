import { BlockIcon, useT } from '@trumpet/ui';
import { unblockAccount } from '@trumpet/core';
import { AccountRow } from '../connected/AccountRow';
import { useAppDispatch } from '../store/StoreProvider';
import type { ScreenProps } from '../routing/screens';
import { SimpleAccountList } from './account/SimpleAccountList';

/** /blocks: blocked users. */
export default function Blocks({ column }: ScreenProps) {
  const dispatch = useAppDispatch();
  const t = useT();
  return (
    <SimpleAccountList
      column={column}
      title={t('nav.blocks')}
      icon={BlockIcon}
      listKey="blocks"
      renderItem={(id) => (
        <AccountRow
          id={id}
          action={{
            label: t('screens.blocks.unblock'),
            onPress: (accountId) => {
              dispatch(unblockAccount.request({ id: accountId }));
            },
          }}
        />
      )}
      emptyMessage={t('screens.blocks.empty')}
    />
  );
}
