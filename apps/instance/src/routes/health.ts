import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { anyone } from '../http/auth';
import { apiRoutes } from '../http/route';

/** GET /health: a plain `OK` while the server answers, as Mastodon's health check (https://docs.joinmastodon.org/methods/health/). */
export function healthRoutes(app: FastifyInstance, instance: Instance): void {
  apiRoutes(app, instance).get('/health', { auth: anyone }, async ({ reply }) => reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('OK'));
}
