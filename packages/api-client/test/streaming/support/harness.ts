import { WebSocket } from 'ws';
import { createStreamingClient, type StreamingClient, type StreamingClientOptions } from '../../../src/streaming';
import type { ApiError } from '../../../src/http/errors';
import { AsyncQueue } from './async-queue';
import { startTestServer, type TestServer } from './test-server';

export const TOKEN = 'tok_abc-123.XYZ';

export type ClientEvent =
  | { name: 'connected' }
  | { name: 'reconnected' }
  | { name: 'disconnected'; code: number; reason: string }
  | { name: 'error'; error: ApiError };

/** A fresh server per test, and clients that are closed after it, before the server goes. */
export function useStreamingHarness() {
  let server: TestServer | undefined;
  const clients: StreamingClient[] = [];

  beforeEach(async () => {
    server = await startTestServer();
  });

  afterEach(async () => {
    for (const client of clients.splice(0)) client.close();
    await server?.close();
    server = undefined;
  });

  return {
    get server(): TestServer {
      if (!server) throw new Error('no server outside a test');
      return server;
    },
    client(options: Partial<StreamingClientOptions> = {}): StreamingClient {
      const client = createStreamingClient({
        url: this.server.url,
        accessToken: TOKEN,
        WebSocket,
        backoff: { initialDelayMs: 5, maxDelayMs: 20 },
        ...options,
      });
      clients.push(client);
      return client;
    },
  };
}

/** Everything the client emits, in order. */
export function recordClientEvents(client: StreamingClient): AsyncQueue<ClientEvent> {
  const queue = new AsyncQueue<ClientEvent>();
  client.on('connected', () => queue.push({ name: 'connected' }));
  client.on('reconnected', () => queue.push({ name: 'reconnected' }));
  client.on('disconnected', ({ code, reason }) => queue.push({ name: 'disconnected', code, reason }));
  client.on('error', (error) => queue.push({ name: 'error', error }));
  return queue;
}

/** Waits for the next client event of that name, skipping none: anything else first fails the test. */
export async function expectNextClientEvent<N extends ClientEvent['name']>(
  queue: AsyncQueue<ClientEvent>,
  name: N,
): Promise<Extract<ClientEvent, { name: N }>> {
  const event = await queue.next();
  expect(event.name).toBe(name);
  return event as Extract<ClientEvent, { name: N }>;
}
