import { followersList } from '@trumpet/core';
import { useT } from '@trumpet/ui';
import { useParams } from 'react-router';
import { AccountRow } from '../connected/AccountRow';
import { useUserList } from '../connected/useUserList';
import type { ScreenProps } from '../routing/screens';
import { AccountColumn, AccountListFeed } from './account/AccountColumn';

const renderAccount = (id: string) => <AccountRow id={id} />;

/** SPEC §2 /accounts/{id}/followers. */
export default function Followers({ column }: ScreenProps) {
  const { accountId = '' } = useParams();
  const t = useT();
  const list = useUserList(followersList(accountId));
  return (
    <AccountColumn key={accountId} accountId={accountId} tab="followers" column={column}>
      {({ header }) => (
        <AccountListFeed {...list} header={header} label={t('account.tabs.followers')} memoryKey={`followers:${accountId}`} emptyMessage={t('screens.followers.empty')} renderItem={renderAccount} />
      )}
    </AccountColumn>
  );
}
