import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { deleteScheduledStatus, findOwnScheduledStatus, scheduledStatusesPage, type ScheduledStatusRow } from '../db/repositories/scheduled-statuses';
import { ApiError, notFound } from '../http/api-error';
import { signedIn } from '../http/auth';
import { setPageLinks } from '../http/page-links';
import { idParams, pageFields, pageOf, text } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { serializeScheduledStatus, serializeScheduledStatuses } from '../serializers/scheduled-status';
import { reschedule, startScheduledStatusPublisher } from '../services/scheduled-statuses';

/** A page of scheduled statuses: 20, up to 40. */
const schedulePage = z.object(pageFields({ default: 20, max: 40 }));

/** PUT's only param (ScheduledStatusesController#scheduled_status_params). */
const rescheduleFields = z.object({ scheduled_at: text() });

/**
 * https://docs.joinmastodon.org/methods/scheduled_statuses/ — statuses are scheduled by POST
 * /api/v1/statuses with `scheduled_at`; the publisher posts them when due while the app is up.
 */
export function scheduledStatusRoutes(app: FastifyInstance, instance: Instance): void {
  const { db } = instance;

  let stopPublisher: (() => void) | null = null;
  app.addHook('onReady', async () => {
    stopPublisher = startScheduledStatusPublisher(instance, 10_000, (error) => app.log.error(error));
  });
  app.addHook('onClose', async () => {
    stopPublisher?.();
    stopPublisher = null;
  });

  const own = (id: string, accountId: string): ScheduledStatusRow => {
    const row = findOwnScheduledStatus(db, id, accountId);
    if (!row) throw notFound();
    return row;
  };

  const api = apiRoutes(app, instance);
  const reading = signedIn('read:statuses');
  const writing = signedIn('write:statuses');

  api.get('/api/v1/scheduled_statuses', { auth: reading, query: schedulePage }, async ({ request, reply, auth, query }) => {
    const rows = scheduledStatusesPage(db, auth.accountId, pageOf(query));
    setPageLinks(instance, request, reply, { first: rows[0]?.id, last: rows.at(-1)?.id });
    return serializeScheduledStatuses(instance, rows);
  });

  api.get('/api/v1/scheduled_statuses/:id', { auth: reading, params: idParams }, async ({ auth, params }) =>
    serializeScheduledStatus(instance, own(params.id, auth.accountId)),
  );

  api.put('/api/v1/scheduled_statuses/:id', { auth: writing, params: idParams, body: rescheduleFields }, async ({ auth, params, body }) => {
    const row = own(params.id, auth.accountId);
    const at = body.scheduled_at === undefined || body.scheduled_at.trim() === '' ? new Date(row.scheduled_at) : new Date(body.scheduled_at);
    if (Number.isNaN(at.getTime())) throw new ApiError(422, 'Record invalid');
    return serializeScheduledStatus(instance, reschedule(instance, row, at));
  });

  api.delete('/api/v1/scheduled_statuses/:id', { auth: writing, params: idParams }, async ({ auth, params }) => {
    deleteScheduledStatus(db, own(params.id, auth.accountId).id);
    return {};
  });
}
