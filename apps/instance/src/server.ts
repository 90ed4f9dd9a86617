import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyError, type FastifyInstance, type RouteOptions } from 'fastify';
import { mkdirSync } from 'node:fs';
import type { Instance } from './context';
import { ApiError } from './http/api-error';
import { registerCors } from './http/cors';
import { registerMultipart } from './http/multipart';
import { nestParams } from './http/nested-params';
import { registerRateLimit } from './http/rate-limit';
import { registerSecurityHeaders } from './http/security-headers';
import { registerRoutes } from './routes';

export interface ServerOptions {
  logger?: boolean;
  /** Told of every route as it is added (tests enumerate the routes with it). */
  onRoute?: (route: RouteOptions) => void;
}

/** Assembles the Fastify app for an instance; the caller listens (or injects, in tests). */
export async function createServer(instance: Instance, options: ServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 10 * 1024 * 1024,
    trustProxy: true,
    routerOptions: {
      ignoreTrailingSlash: true,
      maxParamLength: 500,
      querystringParser: (query: string) => nestParams(new URLSearchParams(query)),
    },
  });

  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  // Fastify's own JSON parser (secure-json-parse), dropping `__proto__` and `constructor.prototype` keys.
  const parseJson = app.getDefaultJsonParser('remove', 'remove');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    void parseJson(request, text, (error, value) =>
      error ? done(new ApiError(400, 'Error occurred while parsing request parameters'), undefined) : done(null, value),
    );
  });
  await app.register(formbody, { parser: (body) => nestParams(new URLSearchParams(body)) });
  await registerMultipart(app);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  registerCors(app);
  // After CORS, so a 429 carries the CORS headers and preflights are not counted.
  if (instance.config.rateLimits) registerRateLimit(app, instance, instance.config.rateLimits);
  registerSecurityHeaders(app);

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.status).send(error.details ? { error: error.message, details: error.details } : { error: error.message });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    return reply.status(status).send({ error: status === 500 ? 'Internal server error' : error.message });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: 'Record not found' }));

  mkdirSync(instance.config.mediaDir, { recursive: true });
  await app.register(fastifyStatic, { root: instance.config.mediaDir, prefix: '/system/', decorateReply: false, maxAge: '7d' });

  await registerRoutes(app, instance);
  return app;
}
