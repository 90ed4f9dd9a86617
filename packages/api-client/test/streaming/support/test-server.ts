import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { AsyncQueue } from './async-queue';

/** One socket the server accepted, with everything the client sent on it, in order. */
export interface ServerConnection {
  socket: WebSocket;
  request: IncomingMessage;
  messages: AsyncQueue<unknown>;
  closed: Promise<void>;
  send(frame: unknown): void;
}

export interface TestServer {
  /** `ws://127.0.0.1:<port>`, the streaming base URL. */
  url: string;
  port: number;
  connections: AsyncQueue<ServerConnection>;
  /** Upgrade requests refused with 401 by `rejectNext`, counted. */
  rejected: number;
  /** Refuse the next `count` upgrade requests with 401. */
  rejectNext(count: number): void;
  close(): Promise<void>;
}

/** A real WebSocket server on 127.0.0.1 and a free port. */
export async function startTestServer(): Promise<TestServer> {
  let toReject = 0;
  const sockets = new Set<WebSocket>();
  const wss = new WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    verifyClient: (_info, callback) => {
      if (toReject > 0) {
        toReject -= 1;
        server.rejected += 1;
        callback(false, 401, 'Unauthorized');
      } else callback(true);
    },
  });
  await new Promise<void>((resolve) => wss.once('listening', resolve));
  const { port } = wss.address() as AddressInfo;

  const server: TestServer = {
    url: `ws://127.0.0.1:${port}`,
    port,
    connections: new AsyncQueue(),
    rejected: 0,
    rejectNext(count) {
      toReject = count;
    },
    async close() {
      for (const socket of sockets) socket.terminate();
      await new Promise<void>((resolve, reject) => wss.close((error) => (error ? reject(error) : resolve())));
    },
  };

  wss.on('connection', (socket, request) => {
    sockets.add(socket);
    const messages = new AsyncQueue<unknown>();
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.once('close', () => sockets.delete(socket));
    server.connections.push({
      socket,
      request,
      messages,
      closed,
      send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    });
  });
  return server;
}
