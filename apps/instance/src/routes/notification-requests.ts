import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { findOwnNotificationRequest, notificationRequestsPage, ownNotificationRequests } from '../db/repositories/notification-requests';
import type { NotificationRequestRow } from '../db/rows';
import { notFound } from '../http/api-error';
import { signedIn } from '../http/auth';
import { setPageLinks } from '../http/page-links';
import { idParams, pageFields, pageOf, texts } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { serializeNotificationRequests } from '../serializers/notification-request';
import { acceptNotificationRequest, dismissNotificationRequest } from '../services/notification-requests';

const requestPage = z.object(pageFields({ default: 40, max: 80 }));

/** `id[]` of the bulk actions; ids that are not the viewer's requests are skipped. */
const bulkIds = z.object({ id: texts() });

/** https://docs.joinmastodon.org/methods/notifications/#get-requests */
export function notificationRequestRoutes(app: FastifyInstance, instance: Instance): void {
  const { db } = instance;
  const api = apiRoutes(app, instance);
  const reading = signedIn('read:notifications');
  const writing = signedIn('write:notifications');

  const findOwn = (accountId: string, id: string): NotificationRequestRow => {
    const row = findOwnNotificationRequest(db, id, accountId);
    if (!row) throw notFound();
    return row;
  };

  api.get('/api/v1/notifications/requests', { auth: reading, query: requestPage }, async ({ request, reply, auth: { accountId }, query }) => {
    const rows = notificationRequestsPage(db, accountId, pageOf(query));
    setPageLinks(instance, request, reply, { first: rows[0]?.id, last: rows.at(-1)?.id });
    return serializeNotificationRequests(instance, rows, accountId);
  });

  /** Accepted requests are merged at once here, so the answer is always true. */
  api.get('/api/v1/notifications/requests/merged', { auth: reading }, async () => ({ merged: true }));

  api.get('/api/v1/notifications/requests/:id', { auth: reading, params: idParams }, async ({ auth: { accountId }, params }) => {
    const [json] = serializeNotificationRequests(instance, [findOwn(accountId, params.id)], accountId);
    if (!json) throw notFound();
    return json;
  });

  api.post('/api/v1/notifications/requests/:id/accept', { auth: writing, params: idParams }, async ({ auth: { accountId }, params }) => {
    acceptNotificationRequest(instance, findOwn(accountId, params.id));
    return {};
  });

  api.post('/api/v1/notifications/requests/:id/dismiss', { auth: writing, params: idParams }, async ({ auth: { accountId }, params }) => {
    dismissNotificationRequest(instance, findOwn(accountId, params.id));
    return {};
  });

  api.post('/api/v1/notifications/requests/accept', { auth: writing, body: bulkIds }, async ({ auth: { accountId }, body }) => {
    for (const row of ownNotificationRequests(db, accountId, body.id)) acceptNotificationRequest(instance, row);
    return {};
  });

  api.post('/api/v1/notifications/requests/dismiss', { auth: writing, body: bulkIds }, async ({ auth: { accountId }, body }) => {
    for (const row of ownNotificationRequests(db, accountId, body.id)) dismissNotificationRequest(instance, row);
    return {};
  });
}
