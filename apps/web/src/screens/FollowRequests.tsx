import { authorizeFollowRequest, rejectFollowRequest } from '@trumpet/core';
import { UserPlusIcon } from '@trumpet/ui';
import { AccountRow } from '../connected/AccountRow';
import type { ScreenProps } from '../routing/screens';
import { useAppDispatch } from '../store/StoreProvider';
import { SimpleAccountList } from './account/SimpleAccountList';

/** /follow_requests: authorize or reject; core drops a decided request from the list (SPEC §4). */
export default function FollowRequests({ column }: ScreenProps) {
  const dispatch = useAppDispatch();
  return (
    <SimpleAccountList
      column={column}
      title="Follow requests"
      icon={UserPlusIcon}
      listKey="follow_requests"
      emptyMessage="You don't have any follow requests yet. When you receive one, it will show up here."
      renderItem={(id) => (
        <AccountRow
          id={id}
          followRequest={{
            onAuthorize: (accountId) => {
              dispatch(authorizeFollowRequest.request({ id: accountId }));
            },
            onReject: (accountId) => {
              dispatch(rejectFollowRequest.request({ id: accountId }));
            },
          }}
        />
      )}
    />
  );
}
