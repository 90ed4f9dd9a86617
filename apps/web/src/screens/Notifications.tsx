import {
  authorizeFollowRequest,
  clearNotifications,
  expandNotifications,
  notificationsScrolledTop,
  rejectFollowRequest,
  selectNotifications,
  selectSettings,
  settingChanged,
  showsInColumn,
  type NotificationView,
} from '@trumpet/core';
import { BellIcon, Feed, NotificationFilterBar, NotificationItem, NotificationSettings, useT, type NotificationFilter } from '@trumpet/ui';
import { useCallback, useEffect, useId, useMemo } from 'react';
import { AccountRow } from '../connected/AccountRow';
import { feedMemory } from '../connected/scrollMemory';
import { StatusContainer } from '../connected/StatusContainer';
import { useLayout } from '../layout/LayoutContext';
import { RouterLink } from '../layout/RouterLink';
import { ScreenColumn, usePinnedDuplicate, type Pinnable } from '../layout/ScreenColumn';
import { useModals } from '../modals/ModalContext';
import type { ScreenProps } from '../routing/screens';
import { selectMe } from '../store/meta';
import { selectNotificationsState } from '../store/notifications';
import { useAppDispatch, useAppSelector } from '../store/StoreProvider';
import { takeStartedLoad } from '../routing/started-loads';

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
  const all = useAppSelector(selectNotifications);
  const me = useAppSelector(selectMe);
  const listId = useId();
  const memory = feedMemory('notifications');

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
  const byId = useMemo(() => new Map<string, NotificationView>(shown.map((item) => [item.id, item])), [shown]);
  const ids = useMemo(() => shown.map((item) => item.id), [shown]);

  const renderStatus = useCallback((statusId: string) => <StatusContainer id={statusId} filterContext="notifications" />, []);
  const renderAccount = useCallback((accountId: string) => <AccountRow id={accountId} />, []);
  const renderItem = useCallback(
    (id: string) => {
      const item = byId.get(id);
      if (!item) return null;
      return (
        <NotificationItem
          notification={{ ...item, status: item.status ? { id: item.status.id, account: item.status.account } : null }}
          renderStatus={renderStatus}
          renderAccount={renderAccount}
          me={me}
          LinkComponent={RouterLink}
          onAuthorize={(accountId) => dispatch(authorizeFollowRequest.request({ id: accountId }))}
          onReject={(accountId) => dispatch(rejectFollowRequest.request({ id: accountId }))}
        />
      );
    },
    [byId, renderStatus, renderAccount, me, dispatch],
  );

  const setFilter = (filter: NotificationFilter) => {
    dispatch(settingChanged({ path: ['notifications', 'quickFilter', 'active'], value: filter }));
    dispatch(expandNotifications.request({}));
  };
  const last = shown[shown.length - 1];

  return (
    <ScreenColumn
      title={t('nav.notifications')}
      icon={BellIcon}
      column={column}
      pinnable={PINNABLE}
      hasUnread={state.unread > 0}
      settings={
        <NotificationSettings
          alerts={settings.alerts}
          shows={settings.shows}
          sounds={settings.sounds}
          desktopSupported={typeof Notification !== 'undefined'}
          onChange={(group, kind, value) => {
            // Turning desktop alerts on is when the browser is asked for permission.
            if (group === 'alerts' && value && typeof Notification === 'function' && Notification.permission === 'default') void Notification.requestPermission();
            dispatch(settingChanged({ path: ['notifications', group, kind], value }));
          }}
          quickFilter={settings.quickFilter}
          onQuickFilterChange={(key, value) => dispatch(settingChanged({ path: ['notifications', 'quickFilter', key], value }))}
          onClear={() => openModal({ type: 'CONFIRM', message: t('screens.notifications.clear_message'), confirm: t('screens.notifications.clear_confirm'), onConfirm: () => dispatch(clearNotifications.request()) })}
        />
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
          if (last && !state.isLoading) dispatch(expandNotifications.request({ maxId: last.id }));
        }}
        unread={state.unread}
        onShowNew={() => dispatch(notificationsScrolledTop({ top: true }))}
        onScrollTop={(top) => dispatch(notificationsScrolledTop({ top }))}
        header={
          settings.quickFilter.show ? (
            <NotificationFilterBar active={settings.quickFilter.active} onChange={setFilter} advanced={settings.quickFilter.advanced} controls={listId} />
          ) : undefined
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
