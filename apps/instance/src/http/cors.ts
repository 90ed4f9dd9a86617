import type { FastifyInstance } from 'fastify';

const CORS_PATHS = /^\/(api\/|oauth\/(token|revoke)|\.well-known\/|nodeinfo|system\/)/;

/**
 * Mastodon lets any origin call the API and the token endpoints, and read its media (/system/, as its
 * nginx and object storage serve them): clients run on other origins and read avatars and attachments
 * from scripts (canvas, blurhash, downloads).
 */
export function registerCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!CORS_PATHS.test(request.url)) return;
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Access-Control-Expose-Headers', 'Link, X-RateLimit-Reset, X-RateLimit-Limit, X-RateLimit-Remaining, Retry-After, X-Request-Id, Idempotency-Key');
    if (request.method === 'OPTIONS') {
      reply.header('Access-Control-Allow-Methods', 'POST, PUT, DELETE, GET, PATCH, OPTIONS');
      reply.header('Access-Control-Allow-Headers', 'Authorization, Content-Type, Idempotency-Key, X-CSRF-Token, X-XSRF-TOKEN');
      reply.header('Access-Control-Max-Age', '1728000');
      return reply.status(204).send();
    }
  });
}
