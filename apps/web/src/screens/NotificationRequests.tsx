import {
  acceptNotificationRequests,
  dismissNotificationRequests,
  fetchNotificationRequests,
  selectNotificationRequests,
  selectNotificationRequestsStatus,
} from '@trumpet/core';
import { FilterIcon, LoadMore, NotificationRequestList, useT } from '@trumpet/ui';
import { useEffect } from 'react';
import { ColumnLoading } from '../layout/ColumnLoading';
import { RouterLink } from '../layout/RouterLink';
import { ScreenColumn } from '../layout/ScreenColumn';
import type { ScreenProps } from '../routing/screens';
import { WithDeferredFeatures } from '../store/deferred-features';
import { useAppDispatch, useAppSelector } from '../store/StoreProvider';
import './notifications/notification-requests.css';

/** /notifications/requests: the notifications the policy filtered, one request per account (Mastodon 4.3+). */
export default function NotificationRequests({ column }: ScreenProps) {
  const t = useT();
  return (
    <ScreenColumn title={t('notifications.requests.title')} icon={FilterIcon} column={column}>
      <WithDeferredFeatures fallback={<ColumnLoading />}>
        <Requests />
      </WithDeferredFeatures>
    </ScreenColumn>
  );
}

function Requests() {
  const dispatch = useAppDispatch();
  const t = useT();
  const requests = useAppSelector(selectNotificationRequests);
  const { isLoading, loaded, hasMore } = useAppSelector(selectNotificationRequestsStatus);
  useEffect(() => {
    dispatch(fetchNotificationRequests.request({}));
  }, [dispatch]);
  if (!loaded) return <ColumnLoading />;
  const last = requests[requests.length - 1];
  return (
    <>
      <p className="w-requests__intro">{t('notifications.requests.intro')}</p>
      {requests.length === 0 ? (
        <p className="w-requests__empty">{t('notifications.requests.empty')}</p>
      ) : (
        <NotificationRequestList
          requests={requests}
          LinkComponent={RouterLink}
          onAccept={(ids) => dispatch(acceptNotificationRequests.request({ ids }))}
          onDismiss={(ids) => dispatch(dismissNotificationRequests.request({ ids }))}
        />
      )}
      {hasMore && last ? <LoadMore isLoading={isLoading} onLoadMore={() => dispatch(fetchNotificationRequests.request({ maxId: last.id }))} /> : null}
    </>
  );
}
