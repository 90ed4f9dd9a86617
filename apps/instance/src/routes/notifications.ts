import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import type { NotificationRow } from '../db/rows';
import { notFound } from '../http/api-error';
import { signedIn } from '../http/auth';
import { setPageLinks } from '../http/page-links';
import { idParams, pageFields, pageOf, text, texts } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { serializeNotification, serializeNotifications } from '../serializers/notification';
import { clearNotifications, deleteNotification, findOwnNotification, notificationsPage } from '../db/repositories/notifications';

export const NOTIFICATION_TYPES = ['follow', 'follow_request', 'favourite', 'reblog', 'mention', 'poll', 'status', 'update'] as const;

/** A page of notifications (40, up to 80), of `types[]` but not `exclude_types[]`, from `account_id` if given. */
const notificationPage = z.object({ ...pageFields({ default: 40, max: 80 }), types: texts(), exclude_types: texts(), account_id: text() });

/** Mastodon's Notification.browserable: `types` narrows, `exclude_types` removes; null when all types are wanted. */
function requestedTypes(types: string[], excluded: string[]): string[] | null {
  const known: readonly string[] = NOTIFICATION_TYPES;
  const wanted = (types.length > 0 ? known.filter((type) => types.includes(type)) : [...known]).filter((type) => !excluded.includes(type));
  return wanted.length === known.length ? null : wanted;
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
    const rows = notificationsPage(db, { accountId, now: instance.now().toISOString(), page: pageOf(query), types, fromAccountId: query.account_id || null });
    setPageLinks(instance, request, reply, { first: rows[0]?.id, last: rows.at(-1)?.id });
    return serializeNotifications(instance, rows, accountId);
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
