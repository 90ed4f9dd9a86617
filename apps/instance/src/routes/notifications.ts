import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import type { NotificationRow } from '../db/rows';
import { notFound } from '../http/api-error';
import { requireUser } from '../http/auth';
import { setPageLinks } from '../http/page-links';
import { pageQuery } from '../http/pagination';
import { str, strArray } from '../http/param-readers';
import { idParam, paramsOf } from '../http/params';
import { serializeNotification, serializeNotifications } from '../serializers/notification';
import { clearNotifications, deleteNotification, findOwnNotification, notificationsPage } from '../db/repositories/notifications';

export const NOTIFICATION_TYPES = ['follow', 'follow_request', 'favourite', 'reblog', 'mention', 'poll', 'status', 'update'] as const;

/** Mastodon's Notification.browserable: `types` narrows, `exclude_types` removes; null when all types are wanted. */
function requestedTypes(types: string[], excluded: string[]): string[] | null {
  const known: readonly string[] = NOTIFICATION_TYPES;
  const wanted = (types.length > 0 ? known.filter((type) => types.includes(type)) : [...known]).filter((type) => !excluded.includes(type));
  return wanted.length === known.length ? null : wanted;
}

/** https://docs.joinmastodon.org/methods/notifications/ */
export function notificationRoutes(app: FastifyInstance, instance: Instance): void {
  const { db } = instance;

  app.get('/api/v1/notifications', async (request, reply) => {
    const { accountId } = requireUser(instance, request, 'read:notifications');
    const params = paramsOf(request);
    const page = pageQuery(params, { default: 40, max: 80 });
    const types = requestedTypes(strArray(params.types), strArray(params.exclude_types));
    if (types !== null && types.length === 0) return [];
    const rows = notificationsPage(db, { accountId, now: instance.now().toISOString(), page, types, fromAccountId: str(params.account_id) || null });
    setPageLinks(instance, request, reply, { first: rows[0]?.id, last: rows.at(-1)?.id });
    return serializeNotifications(instance, rows, accountId);
  });

  const findOwn = (accountId: string, id: string): NotificationRow => {
    const row = findOwnNotification(db, id, accountId);
    if (!row) throw notFound();
    return row;
  };

  app.get('/api/v1/notifications/:id', async (request) => {
    const { accountId } = requireUser(instance, request, 'read:notifications');
    const json = serializeNotification(instance, findOwn(accountId, idParam(request)), accountId);
    if (!json) throw notFound();
    return json;
  });

  app.post('/api/v1/notifications/clear', async (request) => {
    const { accountId } = requireUser(instance, request, 'write:notifications');
    clearNotifications(db, accountId);
    return {};
  });

  app.post('/api/v1/notifications/:id/dismiss', async (request) => {
    const { accountId } = requireUser(instance, request, 'write:notifications');
    const row = findOwn(accountId, idParam(request));
    deleteNotification(db, row.id);
    return {};
  });
}
