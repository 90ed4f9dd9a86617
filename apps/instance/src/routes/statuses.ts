import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { findStatus } from '../db/queries';
import { findOwnScheduledStatus } from '../db/repositories/scheduled-statuses';
import { statusesByIds } from '../db/repositories/statuses';
import { notFound, unprocessable } from '../http/api-error';
import { anyViewer, signedIn } from '../http/auth';
import { flag, idParams, texts } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { withoutHidden } from '../policies/filters';
import { serializeStatus, serializeStatuses, type StatusJson } from '../serializers/status';
import { deleteStatus } from '../services/delete-status';
import { serializeScheduledStatus } from '../serializers/scheduled-status';
import { rememberedId, rememberedStatus, rememberStatus } from '../services/idempotency';
import { scheduleStatus } from '../services/scheduled-statuses';
import { postStatus } from '../services/post-status';
import { unreblog } from '../services/reblog';
import { threadOf } from '../services/thread';
import { statusAccountsRoutes } from './status-accounts';
import { statusActionsRoutes } from './status-actions';
import { statusEditRoutes } from './status-edits';
import { createStatusFields, createStatusInput, scheduledTime } from './status-params';
import { isVisibleStatus, visibleStatus } from './status-lookup';

/** `id[]` of GET /api/v1/statuses, at most MANY_LIMIT. */
const manyFields = z.object({ id: texts() });
const MANY_LIMIT = 20;

/** A deletion's `delete_media`: the attachments go too, rather than being kept for a redraft. */
const deleteFields = z.object({ delete_media: flag() });

/** https://docs.joinmastodon.org/methods/statuses/ */
export function statusesRoutes(app: FastifyInstance, instance: Instance): void {
  const api = apiRoutes(app, instance);
  const reading = anyViewer('read:statuses');
  const writing = signedIn('write:statuses');

  api.post('/api/v1/statuses', { auth: writing, body: createStatusFields }, async ({ request, auth, body }) => {
    const header = request.headers['idempotency-key'];
    const key = typeof header === 'string' && header.trim() !== '' ? header.trim() : null;
    if (key) {
      const earlier = rememberedStatus(instance, auth.accountId, key);
      if (earlier) return serializeStatus(instance, earlier, auth.accountId);
      const earlierId = rememberedId(instance, auth.accountId, key);
      const scheduled = earlierId ? findOwnScheduledStatus(instance.db, earlierId, auth.accountId) : undefined;
      if (scheduled) return serializeScheduledStatus(instance, scheduled);
    }
    const input = createStatusInput(body);
    // With `scheduled_at` ahead, a ScheduledStatus instead (scheduled-statuses.ts publishes it when due).
    const at = scheduledTime(body.scheduled_at, instance.now());
    if (at) {
      const scheduled = scheduleStatus(instance, auth.accountId, { ...input, applicationId: auth.applicationId }, at);
      if (key) rememberStatus(instance, auth.accountId, key, scheduled.id);
      return serializeScheduledStatus(instance, scheduled);
    }
    const status = postStatus(instance, auth.accountId, { ...input, applicationId: auth.applicationId });
    if (key) rememberStatus(instance, auth.accountId, key, status.id);
    return serializeStatus(instance, status, auth.accountId);
  });

  // Up to 20 statuses, those the viewer may see, in the order asked (Mastodon 4.3's StatusesController#index).
  api.get('/api/v1/statuses', { auth: reading, query: manyFields }, async ({ auth, query }) => {
    const viewerId = auth?.accountId ?? null;
    const ids = [...new Set(query.id)];
    // Mastodon raises a bare Mastodon::ValidationError (422) past the limit.
    if (ids.length > MANY_LIMIT) throw unprocessable(`Too many statuses requested (at most ${MANY_LIMIT})`);
    const rows = statusesByIds(instance.db, ids);
    const visible = ids.flatMap((id) => {
      const status = rows.get(id);
      return status && isVisibleStatus(instance, status, viewerId) ? [status] : [];
    });
    return serializeStatuses(instance, visible, viewerId);
  });

  api.get('/api/v1/statuses/:id', { auth: reading, params: idParams }, async ({ auth, params }) => {
    const viewerId = auth?.accountId ?? null;
    return serializeStatus(instance, visibleStatus(instance, params.id, viewerId), viewerId);
  });

  api.delete('/api/v1/statuses/:id', { auth: writing, params: idParams, body: deleteFields }, async ({ auth, params, body }) => {
    const status = findStatus(instance.db, params.id);
    if (!status || status.account_id !== auth.accountId) throw notFound();
    // Serialized before it goes, with `text` instead of `content` so the client can redraft it
    // (REST::StatusSerializer with source_requested).
    const { content: _content, ...json } = serializeStatus(instance, status, auth.accountId, { withSource: true });
    const original = status.reblog_of_id ? findStatus(instance.db, status.reblog_of_id) : undefined;
    if (original) unreblog(instance, auth.accountId, original);
    else deleteStatus(instance, status, { keepMedia: body.delete_media !== true });
    return json;
  });

  api.get('/api/v1/statuses/:id/context', { auth: reading, params: idParams }, async ({ auth, params }) => {
    const viewerId = auth?.accountId ?? null;
    const status = visibleStatus(instance, params.id, viewerId);
    const { ancestors, descendants } = threadOf(instance, status, viewerId);
    return {
      ...contextJson(serializeStatuses(instance, [...ancestors, ...descendants], viewerId), ancestors.length, viewerId),
    };
  });

  api.get('/api/v1/statuses/:id/source', { auth: signedIn('read:statuses'), params: idParams }, async ({ auth, params }) => {
    const status = visibleStatus(instance, params.id, auth.accountId);
    return { id: status.id, text: status.text, spoiler_text: status.spoiler_text };
  });

  statusActionsRoutes(app, instance);
  statusEditRoutes(app, instance);
  statusAccountsRoutes(app, instance);
}

function contextJson(statuses: StatusJson[], ancestorCount: number, viewerId: string | null): { ancestors: StatusJson[]; descendants: StatusJson[] } {
  return { ancestors: withoutHidden(statuses.slice(0, ancestorCount), viewerId, 'thread'), descendants: withoutHidden(statuses.slice(ancestorCount), viewerId, 'thread') };
}
