import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import type { NotificationRow } from '../db/rows';
import { notFound } from '../http/api-error';
import { signedIn } from '../http/auth';
import { setPageLinks } from '../http/page-links';
import { clamped, flag, idParams, pageFields, pageOf, text, texts } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { hiddenStatusJson } from '../policies/filters';
import { serializeNotification, serializeNotifications } from '../serializers/notification';
import { lastReadId } from '../db/repositories/markers';
import { clearNotifications, deleteNotification, findOwnNotification, notificationsAfter, notificationsPage, type NotificationBrowse } from '../db/repositories/notifications';

export const NOTIFICATION_TYPES = ['follow', 'follow_request', 'favourite', 'reblog', 'mention', 'poll', 'status', 'update', 'quote', 'quoted_update'] as const;

/** Which notifications a list shows: of `types[]` but not `exclude_types[]`, from `account_id` if given, filtered ones with `include_filtered`. */
export const browseFields = { types: texts(), exclude_types: texts(), account_id: text(), include_filtered: flag() };

/** A page of notifications (40, up to 80). */
const notificationPage = z.object({ ...pageFields({ default: 40, max: 80 }), ...browseFields });

/** The unread count's cap: 100 by default, at most 1000 (Api::V1::NotificationsController). */
export const unreadCountFields = { ...browseFields, limit: clamped({ min: 1, max: 1000 }, 100) };

/** Mastodon's Notification.browserable: `types` narrows, `exclude_types` removes; null when all types are wanted. */
export function requestedTypes(types: string[], excluded: string[]): string[] | null {
  const known: readonly string[] = NOTIFICATION_TYPES;
  const wanted = (types.length > 0 ? known.filter((type) => types.includes(type)) : [...known]).filter((type) => !excluded.includes(type));
  return wanted.length === known.length ? null : wanted;
}

/** The browse of the viewer's notifications a list or count asks for. */
export function browseOf(
  instance: Instance,
  accountId: string,
  query: { account_id?: string; include_filtered?: boolean },
  types: readonly string[] | null,
): NotificationBrowse {
  return { accountId, now: instance.now().toISOString(), types, fromAccountId: query.account_id || null, includeFiltered: query.include_filtered === true };
}

/** https://docs.joinmastodon.org/methods/notifications/ */
export function notificationRoutes(app: FastifyInstance, instance: Instance): void {
  const { db } = instance;
  const api = apiRoutes(app, instance);
  const reading = signedIn('read:notifications');
  const writing = signedIn('write:notifications');

  api.get('/api/v1/notifications', { auth: reading, query: notificationPage }, async ({ request, reply, auth: { accountId }, query }) => {
    const types = requestedTypes(query.types, query.exclude_types);
    if (types !== null && types.length === 0) return [];
    const rows = notificationsPage(db, { ...browseOf(instance, accountId, query, types), page: pageOf(query) });
    setPageLinks(instance, request, reply, { first: rows[0]?.id, last: rows.at(-1)?.id });
    return serializeNotifications(instance, rows, accountId).filter((json) => !hiddenStatusJson(json.status, accountId, 'notifications'));
  });

  /** How many notifications came after the notifications marker (all without one), capped at `limit`. */
  api.get('/api/v1/notifications/unread_count', { auth: reading, query: z.object(unreadCountFields) }, async ({ auth: { accountId }, query }) => {
    const types = requestedTypes(query.types, query.exclude_types);
    if (types !== null && types.length === 0) return { count: 0 };
    const rows = notificationsAfter(db, browseOf(instance, accountId, query, types), lastReadId(db, accountId, 'notifications'), query.limit);
    return { count: rows.length };
  });

  const findOwn = (accountId: string, id: string): NotificationRow => {
    const row = findOwnNotification(db, id, accountId);
    if (!row) throw notFound();
    return row;
  };

  api.get('/api/v1/notifications/:id', { auth: reading, params: idParams }, async ({ auth: { accountId }, params }) => {
    const json = serializeNotification(instance, findOwn(accountId, params.id), accountId);
    if (!json) throw notFound();
    return json;
  });

  api.post('/api/v1/notifications/clear', { auth: writing }, async ({ auth: { accountId } }) => {
    clearNotifications(db, accountId);
    return {};
  });

  api.post('/api/v1/notifications/:id/dismiss', { auth: writing, params: idParams }, async ({ auth: { accountId }, params }) => {
    const row = findOwn(accountId, params.id);
    deleteNotification(db, row.id);
    return {};
  });
}
