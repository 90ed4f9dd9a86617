import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { announcementsFor, dismissAnnouncement } from '../db/repositories/announcements';
import { signedIn } from '../http/auth';
import { flag, idParams, segment } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { serializeAnnouncements } from '../serializers/announcement';
import { addReaction, announcementOr404, removeReaction } from '../services/announcements';

const listQuery = z.object({ with_dismissed: flag() });
const reactionParams = z.object({ id: segment(), name: segment() });

/**
 * The instance's announcements, their read state and emoji reactions. Publishing one is the
 * command line's (`trumpet-instance announce`). https://docs.joinmastodon.org/methods/announcements/
 */
export function announcementsRoutes(app: FastifyInstance, instance: Instance): void {
  const api = apiRoutes(app, instance);

  // Mastodon's controller asks for the whole `read` scope here, no sub-scope.
  api.get('/api/v1/announcements', { auth: signedIn('read'), query: listQuery }, async ({ auth, query }) =>
    serializeAnnouncements(instance, announcementsFor(instance.db, auth.accountId, query.with_dismissed === true), auth.accountId),
  );

  api.post('/api/v1/announcements/:id/dismiss', { auth: signedIn('write:accounts'), params: idParams }, async ({ auth, params }) => {
    announcementOr404(instance, params.id);
    dismissAnnouncement(instance.db, params.id, auth.accountId);
    return {};
  });

  api.put('/api/v1/announcements/:id/reactions/:name', { auth: signedIn('write:favourites'), params: reactionParams }, async ({ auth, params }) => {
    addReaction(instance, auth.accountId, params.id, params.name);
    return {};
  });

  api.delete('/api/v1/announcements/:id/reactions/:name', { auth: signedIn('write:favourites'), params: reactionParams }, async ({ auth, params }) => {
    removeReaction(instance, auth.accountId, params.id, params.name);
    return {};
  });
}
