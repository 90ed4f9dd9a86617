import { NotificationsOfflineNotice } from '../connected/OfflineNotices';
import {
  authorizeFollowRequest,
  clearNotifications,
  expandNotifications,
  fetchNotificationGroupAccounts,
  isGroupableType,
  notificationsScrolledTop,
  rejectFollowRequest,
  selectNotificationGroups,
  selectNotificationsNextMaxId,
  selectSettings,
  settingChanged,
  showsInColumn,
  type NotificationGroupView,
} from '@trumpet/core';
import { BellIcon, Feed, NotificationFilterBar, NotificationGroupItem, NotificationItem, NotificationSettings, useT, type NotificationFilter } from '@trumpet/ui';
import { useCallback, useEffect, useId, useMemo } from 'react';
import { AccountRow } from '../connected/AccountRow';
import { feedMemory } from '../connected/scrollMemory';
import { StatusContainer } from '../connected/StatusContainer';
import { UnlessFilterHides } from '../connected/UnlessFilterHides';
import { useLayout } from '../layout/LayoutContext';
import { useDesktopNotifications } from '../push/useDesktopNotifications';
import { RouterLink } from '../layout/RouterLink';
import { ScreenColumn, usePinnedDuplicate, type Pinnable } from '../layout/ScreenColumn';
import { useModals } from '../modals/ModalContext';
import type { ScreenProps } from '../routing/screens';
import { selectMe } from '../store/meta';
import { selectNotificationsState } from '../store/notifications';
import { useAppDispatch, useAppSelector, useAppStore } from '../store/StoreProvider';
import { takeStartedLoad } from '../routing/started-loads';
import { lazyChunk } from '../routing/lazyScreen';

// Filtered notifications (Mastodon 4.3+) are rarely on screen: their code loads on its own, the banner once the deferred features are in.
const FilteredNotificationsBanner = lazyChunk<object>('filtered-notifications', () => import('./notifications/FilteredNotificationsBanner'));
const NotificationPolicy = lazyChunk<object>('notification-policy', () => import('./notifications/NotificationPolicyContainer'));

const PINNABLE: Pinnable = { id: 'NOTIFICATIONS', params: {} };

export default function Notifications({ column }: ScreenProps) {
  const duplicate = usePinnedDuplicate(PINNABLE, column);
  return duplicate ? null : <NotificationsColumn column={column} />;
}

/** The notifications column: the quick filter bar, follow requests, and the per-type settings (SPEC §2, §3). */
function NotificationsColumn({ column }: ScreenProps) {
  const dispatch = useAppDispatch();
  const t = useT();
  const { mobile } = useLayout();
  const { openModal } = useModals();
  const settings = useAppSelector(selectSettings).notifications;
  const state = useAppSelector(selectNotificationsState);
  const all = useAppSelector(selectNotificationGroups);
  const nextMaxId = useAppSelector(selectNotificationsNextMaxId);
  const me = useAppSelector(selectMe);
  const desktop = useDesktopNotifications();
  const listId = useId();
  const memory = feedMemory('notifications');
  const store = useAppStore();
  // Waits for the deferred features rather than loading them before the first screen.
  const requestsReady = useAppSelector(() => store.hasFeature('notificationRequests'));

  const startsAtTop = memory.offset === 0;
  useEffect(() => {
    if (!takeStartedLoad('notifications')) dispatch(expandNotifications.request({}));
    // Shown at the top, new notifications are read as they come; once the column is gone they count as unread.
    if (startsAtTop) dispatch(notificationsScrolledTop({ top: true }));
    return () => {
      dispatch(notificationsScrolledTop({ top: false }));
    };
  }, [dispatch, startsAtTop]);

  const shown = useMemo(() => all.filter((item) => showsInColumn(settings, item.type)), [all, settings]);
  // Rows are keyed by group, so a group that grows keeps its row.
  const byId = useMemo(() => new Map<string, NotificationGroupView>(shown.map((item) => [item.groupKey, item])), [shown]);
  const ids = useMemo(() => shown.map((item) => item.groupKey), [shown]);

  const renderStatus = useCallback((statusId: string) => <StatusContainer id={statusId} filterContext="notifications" />, []);
  const renderAccount = useCallback((accountId: string) => <AccountRow id={accountId} />, []);
  const renderItem = useCallback(
    (id: string) => {
      const item = byId.get(id);
      if (!item) return null;
      const status = item.status ? { id: item.status.id, account: item.status.account } : null;
      if (item.count > 1 && isGroupableType(item.type)) {
        return (
          <UnlessFilterHides statusId={status?.id ?? null} context="notifications">
            <NotificationGroupItem
              group={{ type: item.type, count: item.count, accounts: item.accounts, status, created_at: item.created_at }}
              renderStatus={renderStatus}
              renderAccount={renderAccount}
              onExpand={() => dispatch(fetchNotificationGroupAccounts.request({ key: item.groupKey }))}
              LinkComponent={RouterLink}
            />
          </UnlessFilterHides>
        );
      }
      return (
        <UnlessFilterHides statusId={item.status?.id ?? null} context="notifications">
          <NotificationItem
            notification={{ ...item, status }}
            renderStatus={renderStatus}
            renderAccount={renderAccount}
            me={me}
            LinkComponent={RouterLink}
            onAuthorize={(accountId) => dispatch(authorizeFollowRequest.request({ id: accountId }))}
            onReject={(accountId) => dispatch(rejectFollowRequest.request({ id: accountId }))}
          />
        </UnlessFilterHides>
      );
    },
    [byId, renderStatus, renderAccount, me, dispatch],
  );

  const setFilter = (filter: NotificationFilter) => {
    dispatch(settingChanged({ path: ['notifications', 'quickFilter', 'active'], value: filter }));
    dispatch(expandNotifications.request({}));
  };

  return (
    <ScreenColumn
      title={t('nav.notifications')}
      icon={BellIcon}
      column={column}
      pinnable={PINNABLE}
      hasUnread={state.unread > 0}
      settings={
        <>
        <NotificationSettings
          alerts={settings.alerts}
          shows={settings.shows}
          sounds={settings.sounds}
          desktopPermission={desktop.permission}
          onRequestDesktop={desktop.request}
          onChange={(group, kind, value) => dispatch(settingChanged({ path: ['notifications', group, kind], value }))}
          quickFilter={settings.quickFilter}
          onQuickFilterChange={(key, value) => dispatch(settingChanged({ path: ['notifications', 'quickFilter', key], value }))}
          onClear={() => openModal({ type: 'CONFIRM', message: t('screens.notifications.clear_message'), confirm: t('screens.notifications.clear_confirm'), onConfirm: () => dispatch(clearNotifications.request()) })}
        />
        <NotificationPolicy />
        </>
      }
    >
      <Feed
        ids={ids}
        renderItem={renderItem}
        label={t('nav.notifications')}
        listId={listId}
        isLoading={state.isLoading}
        hasMore={state.hasMore}
        onLoadMore={() => {
          if (nextMaxId !== null && !state.isLoading) dispatch(expandNotifications.request({ maxId: nextMaxId }));
        }}
        unread={state.unread}
        onShowNew={() => dispatch(notificationsScrolledTop({ top: true }))}
        onScrollTop={(top) => dispatch(notificationsScrolledTop({ top }))}
        header={
          <>
            {settings.quickFilter.show ? (
              <NotificationFilterBar active={settings.quickFilter.active} onChange={setFilter} advanced={settings.quickFilter.advanced} controls={listId} />
            ) : null}
            {requestsReady ? <FilteredNotificationsBanner /> : null}
            <NotificationsOfflineNotice />
          </>
        }
        emptyMessage={t('screens.notifications.empty')}
        initialScrollTop={memory.offset}
        onScrollSave={(offset) => {
          memory.offset = offset;
        }}
        heightCache={memory.heights}
        scrollMode={mobile ? 'window' : 'container'}
      />
    </ScreenColumn>
  );
}
