import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { findStatus } from '../db/queries';
import { notFound } from '../http/api-error';
import { anyViewer, signedIn } from '../http/auth';
import { flag, idParams } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { serializeStatus, serializeStatuses, type StatusJson } from '../serializers/status';
import { deleteStatus } from '../services/delete-status';
import { rememberedStatus, rememberStatus } from '../services/idempotency';
import { postStatus } from '../services/post-status';
import { unreblog } from '../services/reblog';
import { threadOf } from '../services/thread';
import { statusAccountsRoutes } from './status-accounts';
import { statusActionsRoutes } from './status-actions';
import { createStatusFields, createStatusInput } from './status-params';
import { visibleStatus } from './status-lookup';

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
    }
    const input = createStatusInput(body);
    const status = postStatus(instance, auth.accountId, { ...input, applicationId: auth.applicationId });
    if (key) rememberStatus(instance, auth.accountId, key, status.id);
    return serializeStatus(instance, status, auth.accountId);
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
      ...contextJson(serializeStatuses(instance, [...ancestors, ...descendants], viewerId), ancestors.length),
    };
  });

  api.get('/api/v1/statuses/:id/source', { auth: signedIn('read:statuses'), params: idParams }, async ({ auth, params }) => {
    const status = visibleStatus(instance, params.id, auth.accountId);
    return { id: status.id, text: status.text, spoiler_text: status.spoiler_text };
  });

  statusActionsRoutes(app, instance);
  statusAccountsRoutes(app, instance);
}

function contextJson(statuses: StatusJson[], ancestorCount: number): { ancestors: StatusJson[]; descendants: StatusJson[] } {
  return { ancestors: statuses.slice(0, ancestorCount), descendants: statuses.slice(ancestorCount) };
}
