import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { findStatus } from '../db/queries';
import { notFound } from '../http/api-error';
import { optionalUser, requireUser } from '../http/auth';
import { bool } from '../http/param-readers';
import { idParam, paramsOf } from '../http/params';
import { serializeStatus, serializeStatuses, type StatusJson } from '../serializers/status';
import { deleteStatus } from '../services/delete-status';
import { rememberedStatus, rememberStatus } from '../services/idempotency';
import { postStatus } from '../services/post-status';
import { unreblog } from '../services/reblog';
import { threadOf } from '../services/thread';
import { statusAccountsRoutes } from './status-accounts';
import { statusActionsRoutes } from './status-actions';
import { readCreateStatusParams } from './status-params';
import { visibleStatus } from './status-lookup';

/** https://docs.joinmastodon.org/methods/statuses/ */
export function statusesRoutes(app: FastifyInstance, instance: Instance): void {
  app.post('/api/v1/statuses', async (request) => {
    const auth = requireUser(instance, request, 'write:statuses');
    const header = request.headers['idempotency-key'];
    const key = typeof header === 'string' && header.trim() !== '' ? header.trim() : null;
    if (key) {
      const earlier = rememberedStatus(instance, auth.accountId, key);
      if (earlier) return serializeStatus(instance, earlier, auth.accountId);
    }
    const input = readCreateStatusParams(paramsOf(request));
    const status = postStatus(instance, auth.accountId, { ...input, applicationId: auth.applicationId });
    if (key) rememberStatus(instance, auth.accountId, key, status.id);
    return serializeStatus(instance, status, auth.accountId);
  });

  app.get('/api/v1/statuses/:id', async (request) => {
    const viewerId = optionalUser(instance, request, 'read:statuses')?.accountId ?? null;
    return serializeStatus(instance, visibleStatus(instance, idParam(request), viewerId), viewerId);
  });

  app.delete('/api/v1/statuses/:id', async (request) => {
    const auth = requireUser(instance, request, 'write:statuses');
    const status = findStatus(instance.db, idParam(request));
    if (!status || status.account_id !== auth.accountId) throw notFound();
    // Serialized before it goes, with `text` instead of `content` so the client can redraft it
    // (REST::StatusSerializer with source_requested).
    const { content: _content, ...json } = serializeStatus(instance, status, auth.accountId, { withSource: true });
    const original = status.reblog_of_id ? findStatus(instance.db, status.reblog_of_id) : undefined;
    if (original) unreblog(instance, auth.accountId, original);
    else deleteStatus(instance, status, { keepMedia: bool(paramsOf(request).delete_media) !== true });
    return json;
  });

  app.get('/api/v1/statuses/:id/context', async (request) => {
    const viewerId = optionalUser(instance, request, 'read:statuses')?.accountId ?? null;
    const status = visibleStatus(instance, idParam(request), viewerId);
    const { ancestors, descendants } = threadOf(instance, status, viewerId);
    return {
      ...contextJson(serializeStatuses(instance, [...ancestors, ...descendants], viewerId), ancestors.length),
    };
  });

  app.get('/api/v1/statuses/:id/source', async (request) => {
    const auth = requireUser(instance, request, 'read:statuses');
    const status = visibleStatus(instance, idParam(request), auth.accountId);
    return { id: status.id, text: status.text, spoiler_text: status.spoiler_text };
  });

  statusActionsRoutes(app, instance);
  statusAccountsRoutes(app, instance);
}

function contextJson(statuses: StatusJson[], ancestorCount: number): { ancestors: StatusJson[]; descendants: StatusJson[] } {
  return { ancestors: statuses.slice(0, ancestorCount), descendants: statuses.slice(ancestorCount) };
}
