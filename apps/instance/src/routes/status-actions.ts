import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Instance } from '../context';
import type { StatusRow } from '../db/rows';
import { unprocessable } from '../http/api-error';
import { requireUser } from '../http/auth';
import { str } from '../http/param-readers';
import { idParam, paramsOf } from '../http/params';
import { serializeStatus } from '../serializers/status';
import { REBLOG_VISIBILITIES, reblog, unreblog, type ReblogVisibility } from '../services/reblog';
import {
  bookmark,
  favourite,
  muteConversation,
  pin,
  unbookmark,
  unfavourite,
  unmuteConversation,
  unpin,
} from '../services/status-actions';
import { actionTarget, visibleStatus } from './status-lookup';

type Action = (instance: Instance, accountId: string, status: StatusRow) => void;

/**
 * Boost, favourite, bookmark, pin and conversation mute, each answering the status as the viewer
 * now sees it. https://docs.joinmastodon.org/methods/statuses/#boost
 */
export function statusActionsRoutes(app: FastifyInstance, instance: Instance): void {
  // Favourites and bookmarks of a boost apply to its original; pins and mutes to the status itself.
  const marks: [string, string, Action, 'original' | 'self'][] = [
    ['favourite', 'write:favourites', favourite, 'original'],
    ['unfavourite', 'write:favourites', unfavourite, 'original'],
    ['bookmark', 'write:bookmarks', bookmark, 'original'],
    ['unbookmark', 'write:bookmarks', unbookmark, 'original'],
    ['pin', 'write:accounts', pin, 'self'],
    ['unpin', 'write:accounts', unpin, 'self'],
    ['mute', 'write:mutes', muteConversation, 'self'],
    ['unmute', 'write:mutes', unmuteConversation, 'self'],
  ];
  for (const [verb, scope, action, target] of marks) {
    app.post(`/api/v1/statuses/:id/${verb}`, async (request) => {
      const { accountId } = requireUser(instance, request, scope);
      const status = target === 'original' ? actionTarget(instance, idParam(request), accountId) : visibleStatus(instance, idParam(request), accountId);
      action(instance, accountId, status);
      return serializeStatus(instance, status, accountId);
    });
  }

  app.post('/api/v1/statuses/:id/reblog', async (request) => {
    const { accountId } = requireUser(instance, request, 'write:statuses');
    const original = actionTarget(instance, idParam(request), accountId);
    const row = reblog(instance, accountId, original, reblogVisibility(request));
    return serializeStatus(instance, row, accountId);
  });

  app.post('/api/v1/statuses/:id/unreblog', async (request) => {
    const { accountId } = requireUser(instance, request, 'write:statuses');
    const original = actionTarget(instance, idParam(request), accountId);
    unreblog(instance, accountId, original);
    return serializeStatus(instance, original, accountId);
  });
}

function reblogVisibility(request: FastifyRequest): ReblogVisibility | undefined {
  const value = str(paramsOf(request).visibility);
  if (value === undefined || value === '') return undefined;
  const known = REBLOG_VISIBILITIES.find((v) => v === value);
  if (!known) throw unprocessable(`'${value}' is not a valid visibility`);
  return known;
}
