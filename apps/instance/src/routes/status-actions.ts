import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import type { StatusRow } from '../db/rows';
import { unprocessable } from '../http/api-error';
import { signedIn } from '../http/auth';
import { idParams, text } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
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

/** A boost's `visibility`, checked once the status is found. */
const reblogFields = z.object({ visibility: text() });

/**
 * Boost, favourite, bookmark, pin and conversation mute, each answering the status as the viewer
 * now sees it. https://docs.joinmastodon.org/methods/statuses/#boost
 */
export function statusActionsRoutes(app: FastifyInstance, instance: Instance): void {
  const api = apiRoutes(app, instance);

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
    api.post(`/api/v1/statuses/:id/${verb}`, { auth: signedIn(scope), params: idParams }, async ({ auth: { accountId }, params }) => {
      const status = target === 'original' ? actionTarget(instance, params.id, accountId) : visibleStatus(instance, params.id, accountId);
      action(instance, accountId, status);
      return serializeStatus(instance, status, accountId);
    });
  }

  const writing = signedIn('write:statuses');

  api.post('/api/v1/statuses/:id/reblog', { auth: writing, params: idParams, body: reblogFields }, async ({ auth: { accountId }, params, body }) => {
    const original = actionTarget(instance, params.id, accountId);
    const row = reblog(instance, accountId, original, reblogVisibility(body.visibility));
    const json = serializeStatus(instance, row, accountId);
    // Mastodon renders the boost without a relationships presenter, so its own flags are the boosted
    // status's (Account#reblogged?, #favourited?, #bookmarked? look at status.proper).
    const { reblog: boosted } = json;
    return boosted ? { ...json, reblogged: boosted.reblogged, favourited: boosted.favourited, bookmarked: boosted.bookmarked } : json;
  });

  api.post('/api/v1/statuses/:id/unreblog', { auth: writing, params: idParams }, async ({ auth: { accountId }, params }) => {
    const original = actionTarget(instance, params.id, accountId);
    unreblog(instance, accountId, original);
    return serializeStatus(instance, original, accountId);
  });
}

function reblogVisibility(value: string | undefined): ReblogVisibility | undefined {
  if (value === undefined || value === '') return undefined;
  const known = REBLOG_VISIBILITIES.find((v) => v === value);
  if (!known) throw unprocessable(`'${value}' is not a valid visibility`);
  return known;
}
