import type { WebSocket } from 'ws';
import type { Instance } from '../context';
import { record } from '../http/param-readers';
import { StreamingSession, streamParamsOf } from './session';
import type { Viewer } from './streams';

const HEARTBEAT_MS = 30_000;
// A client that lets this much pile up unread is gone or too slow to serve.
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

/**
 * Pings every open socket every 30 seconds and ends those that did not answer the previous ping,
 * as Mastodon's streaming server does.
 */
export class Heartbeat {
  private readonly alive = new Map<WebSocket, boolean>();
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(intervalMs = HEARTBEAT_MS) {
    this.timer = setInterval(() => this.beat(), intervalMs);
    this.timer.unref();
  }

  watch(socket: WebSocket): void {
    this.alive.set(socket, true);
    socket.on('pong', () => this.alive.set(socket, true));
    socket.on('close', () => this.alive.delete(socket));
  }

  get size(): number {
    return this.alive.size;
  }

  stop(): void {
    clearInterval(this.timer);
    this.alive.clear();
  }

  private beat(): void {
    for (const [socket, alive] of this.alive) {
      if (!alive) {
        socket.terminate();
        this.alive.delete(socket);
        continue;
      }
      this.alive.set(socket, false);
      socket.ping();
    }
  }
}

/**
 * Serves one WebSocket: the stream named in the query (`?stream=hashtag&tag=foo`), then whatever
 * the client subscribes to with messages; everything is unsubscribed when the socket closes.
 * https://docs.joinmastodon.org/methods/streaming/#websocket
 */
export function serveWebSocket(instance: Instance, socket: WebSocket, viewer: Viewer, query: unknown, onError: (error: unknown) => void): StreamingSession {
  const session = new StreamingSession(
    instance,
    viewer,
    {
      send: (frame) => {
        if (socket.readyState !== socket.OPEN) return;
        if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
          socket.terminate();
          return;
        }
        socket.send(JSON.stringify(frame));
      },
    },
    onError,
  );
  socket.on('message', (data, isBinary) => {
    if (isBinary) {
      socket.close(1003, 'The streaming server does not support binary messages');
      return;
    }
    session.handleMessage(Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8'));
  });
  socket.on('close', () => session.close());
  socket.on('error', onError);

  const params = record(query);
  const stream = Array.isArray(params.stream) ? (params.stream as unknown[])[0] : params.stream;
  if (typeof stream === 'string' && stream !== '') session.subscribe(stream, streamParamsOf(params));
  return session;
}
