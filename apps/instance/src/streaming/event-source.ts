import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Instance } from '../context';
import { ApiError } from '../http/api-error';
import { record } from '../http/param-readers';
import { StreamingSession, streamParamsOf } from './session';
import type { Viewer } from './streams';

const HEARTBEAT_MS = 15_000;

/** The EventSource paths and the stream each serves (streaming/index.js channelNameFromPath). */
export const EVENT_SOURCE_PATHS: Record<string, (onlyMedia: boolean) => string> = {
  '/api/v1/streaming/user': () => 'user',
  '/api/v1/streaming/user/notification': () => 'user:notification',
  '/api/v1/streaming/public': (media) => (media ? 'public:media' : 'public'),
  '/api/v1/streaming/public/local': (media) => (media ? 'public:local:media' : 'public:local'),
  '/api/v1/streaming/public/remote': (media) => (media ? 'public:remote:media' : 'public:remote'),
  '/api/v1/streaming/hashtag': () => 'hashtag',
  '/api/v1/streaming/hashtag/local': () => 'hashtag:local',
  '/api/v1/streaming/list': () => 'list',
  '/api/v1/streaming/direct': () => 'direct',
};

/**
 * Serves one stream as Server-Sent Events (`event: update` / `data: {...}`), with a `:thump`
 * comment every 15 seconds. A stream that cannot be subscribed is an HTTP error in Mastodon's shape.
 * https://docs.joinmastodon.org/methods/streaming/#http
 */
export function serveEventSource(instance: Instance, request: FastifyRequest, reply: FastifyReply, viewer: Viewer, streamName: string): void {
  const query = record(request.query);
  const state: { failure: { error: string; status: number } | null; started: boolean } = { failure: null, started: false };
  const raw = reply.raw;
  const session = new StreamingSession(
    instance,
    viewer,
    {
      send: (frame) => {
        if ('error' in frame) {
          state.failure = frame;
          return;
        }
        if (state.started && !raw.writableEnded) raw.write(`event: ${frame.event}\ndata: ${frame.payload ?? '{}'}\n\n`);
      },
    },
    (error) => request.log.error(error),
  );
  if (!session.subscribe(streamName, streamParamsOf(query))) {
    session.close();
    throw new ApiError(state.failure?.status ?? 400, state.failure?.error ?? 'Unknown stream type');
  }

  reply.hijack();
  // Headers other hooks set on the reply (CORS) are not sent by a hijacked reply: copy them.
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) raw.setHeader(name, value);
  raw.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' });
  raw.write(':)\n');
  state.started = true;
  const heartbeat = setInterval(() => raw.write(':thump\n'), HEARTBEAT_MS);
  request.raw.on('close', () => {
    clearInterval(heartbeat);
    session.close();
  });
}

