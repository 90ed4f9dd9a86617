import { authorizeFollowRequest, rejectFollowRequest } from '@trumpet/core';
import { UserPlusIcon, useT } from '@trumpet/ui';
import { AccountRow } from '../connected/AccountRow';
import type { ScreenProps } from '../routing/screens';
import { useAppDispatch } from '../store/StoreProvider';
import { SimpleAccountList } from './account/SimpleAccountList';

/** /follow_requests: authorize or reject; core drops a decided request from the list (SPEC §4). */
export default function FollowRequests({ column }: ScreenProps) {
  const dispatch = useAppDispatch();
  const t = useT();
  return (
    <SimpleAccountList
      column={column}
      title={t('nav.follow_requests')}
      icon={UserPlusIcon}
      listKey="follow_requests"
      emptyMessage={t('screens.follow_requests.empty')}
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
