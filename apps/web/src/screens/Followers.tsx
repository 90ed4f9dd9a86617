import { followersList } from '@trumpet/core';
import { useParams } from 'react-router';
import { AccountRow } from '../connected/AccountRow';
import { useUserList } from '../connected/useUserList';
import type { ScreenProps } from '../routing/screens';
import { AccountColumn, AccountListFeed } from './account/AccountColumn';

const renderAccount = (id: string) => <AccountRow id={id} />;

/** SPEC §2 /accounts/{id}/followers. */
export default function Followers({ column }: ScreenProps) {
  const { accountId = '' } = useParams();
  const list = useUserList(followersList(accountId));
  return (
    <AccountColumn key={accountId} accountId={accountId} tab="followers" column={column}>
      {({ header }) => (
        <AccountListFeed {...list} header={header} label="Followers" memoryKey={`followers:${accountId}`} emptyMessage="No one follows this user yet." renderItem={renderAccount} />
      )}
    </AccountColumn>
  );
}
