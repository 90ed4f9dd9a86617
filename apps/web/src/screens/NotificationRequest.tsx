import {
  acceptNotificationRequests,
  dismissNotificationRequests,
  fetchNotificationRequest,
  selectNotificationRequest,
  selectRequestNotifications,
  selectRequestNotificationsStatus,
} from '@trumpet/core';
import { AccountListItem, Button, FilterIcon, NotFound, NotificationItem, useT } from '@trumpet/ui';
import { useCallback, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AccountRow } from '../connected/AccountRow';
import { StatusContainer } from '../connected/StatusContainer';
import { ColumnLoading } from '../layout/ColumnLoading';
import { RouterLink } from '../layout/RouterLink';
import { ScreenColumn } from '../layout/ScreenColumn';
import type { ScreenProps } from '../routing/screens';
import { WithDeferredFeatures } from '../store/deferred-features';
import { selectMe } from '../store/meta';
import { useAppDispatch, useAppSelector } from '../store/StoreProvider';
import './notifications/notification-requests.css';

const LIST = '/notifications/requests';

/** /notifications/requests/:requestId: one account's filtered notifications, to accept or dismiss. */
export default function NotificationRequest({ column }: ScreenProps) {
  const { requestId = '' } = useParams();
  return (
    <WithDeferredFeatures fallback={<ColumnLoading />}>
      <Request key={requestId} id={requestId} column={column} />
    </WithDeferredFeatures>
  );
}

function Request({ id, column }: ScreenProps & { id: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useT();
  const request = useAppSelector(useCallback((state) => selectNotificationRequest(state, id), [id]));
  const notifications = useAppSelector(useCallback((state) => selectRequestNotifications(state, id), [id]));
  const { loaded } = useAppSelector(useCallback((state) => selectRequestNotificationsStatus(state, id), [id]));
  const me = useAppSelector(selectMe);
  useEffect(() => {
    dispatch(fetchNotificationRequest.request({ id }));
  }, [dispatch, id]);
  const renderStatus = useCallback((statusId: string) => <StatusContainer id={statusId} filterContext="notifications" />, []);
  const renderAccount = useCallback((accountId: string) => <AccountRow id={accountId} />, []);

  const account = request?.account ?? null;
  const title = account ? t('notifications.requests.request_title', { acct: account.acct }) : t('notifications.requests.title');
  const decide = (action: typeof acceptNotificationRequests) => {
    dispatch(action.request({ ids: [id] }));
    void navigate(LIST);
  };

  let body;
  if (!loaded) body = <ColumnLoading />;
  else if (!request || !account) body = <NotFound />;
  else {
    body = (
      <>
        <AccountListItem account={account} LinkComponent={RouterLink} />
        <div className="w-request__bar">
          <p className="w-requests__intro">{t('notifications.requests.request_intro', { acct: account.acct })}</p>
          <span className="w-request__buttons">
            <Button variant="primary" size="s" onPress={() => decide(acceptNotificationRequests)}>
              {t('notifications.requests.accept')}
            </Button>
            <Button variant="secondary" size="s" onPress={() => decide(dismissNotificationRequests)}>
              {t('notifications.requests.dismiss')}
            </Button>
          </span>
        </div>
        {notifications.length === 0 ? <p className="w-requests__empty">{t('notifications.requests.request_empty')}</p> : null}
        {notifications.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={{ ...notification, status: notification.status ? { id: notification.status.id, account: notification.status.account } : null }}
            renderStatus={renderStatus}
            renderAccount={renderAccount}
            me={me}
            LinkComponent={RouterLink}
          />
        ))}
      </>
    );
  }
  return (
    <ScreenColumn title={title} icon={FilterIcon} column={column}>
      {body}
    </ScreenColumn>
  );
}
