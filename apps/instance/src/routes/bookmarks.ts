import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { markedStatuses } from './favourites';

/** https://docs.joinmastodon.org/methods/bookmarks/ */
export function bookmarkRoutes(app: FastifyInstance, instance: Instance): void {
  app.get('/api/v1/bookmarks', async (request, reply) => markedStatuses(instance, request, reply, 'bookmarks'));
}
