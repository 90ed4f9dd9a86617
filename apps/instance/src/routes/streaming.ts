import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Instance } from '../context';
import { streamingViewer } from '../streaming/auth';
import { EVENT_SOURCE_PATHS, onlyMediaOf, serveEventSource } from '../streaming/event-source';
import type { Viewer } from '../streaming/streams';
import { Heartbeat, serveWebSocket } from '../streaming/websocket';

/**
 * The streaming API: a multiplexed WebSocket at /api/v1/streaming, EventSource streams at
 * /api/v1/streaming/<stream>, and the health check. https://docs.joinmastodon.org/methods/streaming/
 */
export function streamingRoutes(app: FastifyInstance, instance: Instance): void {
  const viewers = new WeakMap<FastifyRequest, Viewer>();
  const heartbeat = new Heartbeat();
  app.addHook('onClose', async () => heartbeat.stop());

  app.get('/api/v1/streaming/health', async (_request, reply) => reply.type('text/plain; charset=utf-8').send('OK'));

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
    app.get(path, async (request, reply) => {
      const viewer = streamingViewer(instance, request);
      serveEventSource(instance, request, reply, viewer, streamFor(onlyMediaOf(request)));
      return reply;
    });
  }
}
