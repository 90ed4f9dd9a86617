import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { anyone, type AuthRule } from '../http/auth';
import { flag } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { streamingViewer } from '../streaming/auth';
import { EVENT_SOURCE_PATHS, serveEventSource } from '../streaming/event-source';
import type { Viewer } from '../streaming/streams';
import { Heartbeat, serveWebSocket } from '../streaming/websocket';

/** A signed-in viewer, by the streaming server's rules (its own 401 messages); each stream checks the scope it needs as it is subscribed. */
const streamingUser: AuthRule<Viewer> = { check: streamingViewer };

/**
 * An EventSource stream's `only_media` (the public streams' media variants). Its other params
 * (`tag`, `list`) are read with the stream, by serveEventSource.
 */
const eventSourceQuery = z.object({ only_media: flag() });

/**
 * The streaming API: a multiplexed WebSocket at /api/v1/streaming, EventSource streams at
 * /api/v1/streaming/<stream>, and the health check. https://docs.joinmastodon.org/methods/streaming/
 */
export function streamingRoutes(app: FastifyInstance, instance: Instance): void {
  const viewers = new WeakMap<FastifyRequest, Viewer>();
  const heartbeat = new Heartbeat();
  app.addHook('onClose', async () => heartbeat.stop());
  const api = apiRoutes(app, instance);

  api.get('/api/v1/streaming/health', { auth: anyone }, async ({ reply }) => reply.type('text/plain; charset=utf-8').send('OK'));

  app.route({
    method: 'GET',
    url: '/api/v1/streaming',
    // Authenticated before the upgrade, so a bad token is a plain 401 answer to the handshake.
    preValidation: async (request) => {
      viewers.set(request, streamingViewer(instance, request));
    },
    // A plain GET (no upgrade) is answered as an unknown path, in Mastodon's error shape.
    handler: async (_request, reply) => reply.status(404).send({ error: 'Record not found' }),
    wsHandler: (socket, request) => {
      const viewer = viewers.get(request);
      if (!viewer) {
        socket.close(1008, 'Unauthorized');
        return;
      }
      heartbeat.watch(socket);
      serveWebSocket(instance, socket, viewer, request.query, (error) => request.log.error(error));
    },
  });

  for (const [path, streamFor] of Object.entries(EVENT_SOURCE_PATHS)) {
    api.get(path, { auth: streamingUser, query: eventSourceQuery }, async ({ request, reply, auth, query }) => {
      serveEventSource(instance, request, reply, auth, streamFor(query.only_media ?? false));
      return reply;
    });
  }
}
