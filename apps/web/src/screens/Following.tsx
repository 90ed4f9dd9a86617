import { followingList } from '@trumpet/core';
import { useT } from '@trumpet/ui';
import { useParams } from 'react-router';
import { AccountRow } from '../connected/AccountRow';
import { useUserList } from '../connected/useUserList';
import type { ScreenProps } from '../routing/screens';
import { AccountColumn, AccountListFeed } from './account/AccountColumn';

const renderAccount = (id: string) => <AccountRow id={id} />;

/** SPEC §2 /accounts/{id}/following. */
export default function Following({ column }: ScreenProps) {
  const { accountId = '' } = useParams();
  const t = useT();
  const list = useUserList(followingList(accountId));
  return (
    <AccountColumn key={accountId} accountId={accountId} tab="following" column={column}>
      {({ header }) => (
        <AccountListFeed {...list} header={header} label={t('account.tabs.following')} memoryKey={`following:${accountId}`} emptyMessage={t('screens.following.empty')} renderItem={renderAccount} />
      )}
    </AccountColumn>
  );
}
