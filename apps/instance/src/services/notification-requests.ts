import type { Instance } from '../context';
import { addNotificationPermission } from '../db/repositories/notification-policies';
import { deleteFilteredNotificationsFrom, deleteNotificationRequest, unfilterNotificationsFrom } from '../db/repositories/notification-requests';
import type { NotificationRequestRow } from '../db/rows';

/**
 * AcceptNotificationRequestService and UnfilterNotificationsWorker: the sender's later notifications
 * bypass the policy, its filtered ones join the list (still ungrouped, as in Mastodon), the request
 * goes, and the user stream hears `notifications_merged`. Merging is immediate here.
 */
export function acceptNotificationRequest(instance: Instance, request: NotificationRequestRow): void {
  const { db } = instance;
  db.transaction(() => {
    addNotificationPermission(db, request.account_id, request.from_account_id, instance.now().toISOString());
    unfilterNotificationsFrom(db, request.account_id, request.from_account_id);
    deleteNotificationRequest(db, request.id);
  })();
  instance.hub.publish(`timeline:${request.account_id}`, { kind: 'notifications_merged' });
}

/** DismissNotificationRequestService: the request and the notifications it held go. */
export function dismissNotificationRequest(instance: Instance, request: NotificationRequestRow): void {
  const { db } = instance;
  db.transaction(() => {
    deleteFilteredNotificationsFrom(db, request.account_id, request.from_account_id);
    deleteNotificationRequest(db, request.id);
  })();
}
