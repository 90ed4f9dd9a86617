import { createStreamingClient, type StreamingClient } from '@trumpet/api-client';
import WebSocket from 'ws';
import { startTestInstance, type TestInstance, type TestUser } from './harness';

export interface Frame {
  stream?: string[];
  event?: string;
  payload?: string;
  error?: string;
  status?: number;
}

/** A raw `ws` connection to the streaming API that keeps every frame it receives. */
export class StreamingSocket {
  readonly frames: Frame[] = [];
  private waiters: (() => void)[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as Frame);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** Opens a socket; the token goes as `protocol` (Sec-WebSocket-Protocol), `query` (access_token) or `header` (Authorization). */
  static async open(t: TestInstance, token: string, options: { via?: 'protocol' | 'query' | 'header'; query?: string } = {}): Promise<StreamingSocket> {
    const via = options.via ?? 'protocol';
    const params = new URLSearchParams(options.query ?? '');
    if (via === 'query') params.set('access_token', token);
    const search = params.toString();
    const url = `${t.url.replace('http', 'ws')}/api/v1/streaming${search ? `?${search}` : ''}`;
    const ws =
      via === 'protocol' ? new WebSocket(url, token) : via === 'header' ? new WebSocket(url, { headers: { authorization: `Bearer ${token}` } }) : new WebSocket(url);
    // Listening before the socket opens: a frame may arrive together with the handshake.
    const socket = new StreamingSocket(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return socket;
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first frame (already received or still to come) that matches. */
  async next(match: (frame: Frame) => boolean, timeoutMs = 3000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching frame; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Update frames of a stream whose status has this content fragment. */
  updates(stream: string, text: string): Frame[] {
    return this.frames.filter((f) => f.event === 'update' && f.stream?.[0] === stream && (f.payload ?? '').includes(text));
  }

  async close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return;
    const closed = new Promise<void>((resolve) => this.ws.once('close', () => resolve()));
    this.ws.close();
    await closed;
  }
}

/** Resolves once the hub has a listener on `channel` (a subscription message has been handled). */
export async function subscribed(t: TestInstance, channel: string, count = 1, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (t.instance.hub.listenerCount(channel) < count) {
    if (Date.now() > deadline) throw new Error(`nobody subscribed to ${channel}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The HTTP status a WebSocket handshake is refused with, or 101 if it is accepted. */
export function handshakeStatus(url: string, protocols?: string | string[], headers?: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, protocols, { headers });
    ws.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('open', () => {
      resolve(101);
      ws.close();
    });
    ws.once('error', (error) => {
      if (!/Unexpected server response/.test(error.message)) reject(error);
    });
  });
}

export const payloadOf = <T>(frame: { payload?: string }): T => JSON.parse(frame.payload ?? 'null') as T;

/** The first item (already there or still to come) that matches. */
export async function waitFor<T>(items: T[], match: (item: T) => boolean, timeoutMs = 3000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = items.find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`nothing matched in ${JSON.stringify(items)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export interface StreamingTestKit {
  readonly t: TestInstance;
  /** A fresh local user (names get a counter, so tests never share accounts). */
  user: (name: string, options?: Parameters<TestInstance['user']>[1]) => TestUser;
  /** A raw socket, closed after the test. */
  open: (token: string, options?: Parameters<typeof StreamingSocket.open>[2]) => Promise<StreamingSocket>;
  /** @trumpet/api-client's streaming client, closed after the test. */
  client: (token: string, tokenVia: 'protocol' | 'query') => StreamingClient;
}

/** One instance for a describe block, with sockets and clients closed after each test. */
export function useStreamingTestKit(): StreamingTestKit {
  let instance: TestInstance | undefined;
  let seq = 0;
  const sockets: StreamingSocket[] = [];
  const clients: StreamingClient[] = [];
  const kit: StreamingTestKit = {
    get t() {
      if (!instance) throw new Error('the test instance is not started');
      return instance;
    },
    user: (name, options) => kit.t.user(`${name}${++seq}`, options),
    open: async (token, options) => {
      const socket = await StreamingSocket.open(kit.t, token, options);
      sockets.push(socket);
      return socket;
    },
    client: (token, tokenVia) => {
      const created = createStreamingClient({ url: kit.t.url, accessToken: token, tokenVia, WebSocket });
      clients.push(created);
      return created;
    },
  };
  beforeAll(async () => {
    instance = await startTestInstance();
  });
  afterEach(async () => {
    for (const c of clients.splice(0)) c.close();
    await Promise.all(sockets.splice(0).map((s) => s.close()));
  });
  afterAll(() => kit.t.close());
  return kit;
}
