import { EventEmitter } from 'eventemitter3';
import { NetworkError, type ApiError } from '../http/errors';
import { backoffDelay, type BackoffOptions } from './backoff';
import { toStreamingEvent, type StreamingEvent } from './events';
import { parseFrame, STREAMING_ENDPOINT } from './frame';
import { streamFromFrame, streamKey, subscriptionMessage, type StreamParams } from './streams';
import { streamingUrl } from './streaming-url';
import { WS_OPEN, type WebSocketConstructor, type WebSocketLike } from './websocket';

export interface StreamingClientOptions {
  /** The instance's streaming base URL, e.g. `wss://host`; the socket goes to `${url}/api/v1/streaming`. */
  url: string;
  accessToken?: string | null;
  /**
   * `protocol` (default) sends the token as the Sec-WebSocket-Protocol value, since browsers cannot set
   * headers on a WebSocket; `query` sends it as `access_token`, which ends up in access logs.
   * https://docs.joinmastodon.org/methods/streaming/#authorization
   */
  tokenVia?: 'protocol' | 'query';
  /** Default `globalThis.WebSocket`. Node 20 has none: pass `WebSocket` from the `ws` package. */
  WebSocket?: WebSocketConstructor;
  backoff?: BackoffOptions;
  /** Source of jitter for the reconnect delays. Default `Math.random`. */
  random?: () => number;
}

export type StreamingClientState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface StreamingClientEvents {
  /** The first time the socket opens. */
  connected: () => void;
  /** An open socket closed without `close()` being called; a reconnect is scheduled. */
  disconnected: (info: { code: number; reason: string }) => void;
  /** The socket opened again after a disconnect, and every active stream was subscribed again. */
  reconnected: () => void;
  /** A socket error, an error frame from the server, or a frame that failed validation (and was dropped). */
  error: (error: ApiError) => void;
}

export type StreamingHandler = (event: StreamingEvent) => void;

export interface Subscription {
  /** Idempotent. The server-side subscription ends with the stream's last handler. */
  unsubscribe(): void;
}

export interface StreamingClient {
  readonly state: StreamingClientState;
  /** Opens the socket on first use. Handlers of the same stream share one server-side subscription. */
  subscribe(params: StreamParams, handler: StreamingHandler): Subscription;
  /** Closes the socket and cancels any reconnect; nothing is emitted afterwards. */
  close(): void;
  on<E extends keyof StreamingClientEvents>(event: E, listener: StreamingClientEvents[E]): StreamingClient;
  once<E extends keyof StreamingClientEvents>(event: E, listener: StreamingClientEvents[E]): StreamingClient;
  off<E extends keyof StreamingClientEvents>(event: E, listener?: StreamingClientEvents[E]): StreamingClient;
}

// eventemitter3 spells a listener through a conditional type that does not see through a generic key.
type Listener<E extends keyof StreamingClientEvents> = EventEmitter.EventListener<StreamingClientEvents, E>;

interface Subscriber {
  handler: StreamingHandler;
}

interface ActiveStream {
  params: StreamParams;
  subscribers: Set<Subscriber>;
}

/** One multiplexed socket for every stream. https://docs.joinmastodon.org/methods/streaming/#websocket */
export function createStreamingClient(options: StreamingClientOptions): StreamingClient {
  const WebSocketImpl = webSocketConstructor(options.WebSocket);
  const token = options.accessToken || undefined;
  const viaProtocol = options.tokenVia !== 'query';
  const url = streamingUrl(options.url, viaProtocol ? undefined : token);
  const random = options.random ?? Math.random;
  const emitter = new EventEmitter<StreamingClientEvents>();
  const streams = new Map<string, ActiveStream>();

  let state: StreamingClientState = 'idle';
  let socket: WebSocketLike | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failedAttempts = 0;
  let hasOpened = false;

  function connect(): void {
    let ws: WebSocketLike;
    try {
      ws = viaProtocol && token ? new WebSocketImpl(url, token) : new WebSocketImpl(url);
    } catch (cause) {
      scheduleReconnect();
      emitter.emit('error', new NetworkError(STREAMING_ENDPOINT, cause));
      return;
    }
    socket = ws;
    ws.onopen = () => {
      state = 'open';
      failedAttempts = 0;
      for (const { params } of streams.values()) send('subscribe', params);
      if (hasOpened) emitter.emit('reconnected');
      else {
        hasOpened = true;
        emitter.emit('connected');
      }
    };
    ws.onmessage = (event) => receive(event.data);
    ws.onerror = (cause) => emitter.emit('error', new NetworkError(STREAMING_ENDPOINT, cause));
    ws.onclose = ({ code, reason }) => {
      const wasOpen = state === 'open';
      detach(ws);
      socket = undefined;
      scheduleReconnect();
      if (wasOpen) emitter.emit('disconnected', { code, reason });
    };
  }

  function scheduleReconnect(): void {
    state = 'reconnecting';
    const delay = backoffDelay(failedAttempts, options.backoff, random);
    failedAttempts += 1;
    timer = setTimeout(() => {
      timer = undefined;
      connect();
    }, delay);
  }

  function receive(data: unknown): void {
    const frame = parseFrame(data);
    if (!frame.ok) {
      emitter.emit('error', frame.error);
      return;
    }
    const stream = streamFromFrame(frame.value.stream);
    const active = stream && streams.get(streamKey(stream));
    if (!stream || !active) return;
    const event = toStreamingEvent(frame.value, stream);
    if (!event.ok) {
      emitter.emit('error', event.error);
      return;
    }
    for (const subscriber of [...active.subscribers]) {
      if (state === 'closed') return;
      if (active.subscribers.has(subscriber)) deliver(subscriber.handler, event.value);
    }
  }

  function send(type: 'subscribe' | 'unsubscribe', params: StreamParams): void {
    if (state === 'open' && socket?.readyState === WS_OPEN) socket.send(subscriptionMessage(type, params));
  }

  function subscribe(params: StreamParams, handler: StreamingHandler): Subscription {
    if (state === 'closed') throw new Error('This streaming client is closed');
    const key = streamKey(params);
    let active = streams.get(key);
    if (!active) {
      active = { params: { ...params }, subscribers: new Set() };
      streams.set(key, active);
      send('subscribe', active.params);
    }
    const subscriber: Subscriber = { handler };
    active.subscribers.add(subscriber);
    if (state === 'idle') {
      state = 'connecting';
      connect();
    }
    const stream = active;
    return {
      unsubscribe() {
        if (!stream.subscribers.delete(subscriber) || stream.subscribers.size > 0) return;
        streams.delete(key);
        send('unsubscribe', stream.params);
      },
    };
  }

  function close(): void {
    if (state === 'closed') return;
    state = 'closed';
    clearTimeout(timer);
    timer = undefined;
    streams.clear();
    if (socket) {
      const ws = socket;
      socket = undefined;
      detach(ws);
      ws.close(1000);
    }
  }

  const client: StreamingClient = {
    get state() {
      return state;
    },
    subscribe,
    close,
    on<E extends keyof StreamingClientEvents>(event: E, listener: StreamingClientEvents[E]) {
      emitter.on(event, listener as Listener<E>);
      return client;
    },
    once<E extends keyof StreamingClientEvents>(event: E, listener: StreamingClientEvents[E]) {
      emitter.once(event, listener as Listener<E>);
      return client;
    },
    off<E extends keyof StreamingClientEvents>(event: E, listener?: StreamingClientEvents[E]) {
      emitter.off(event, listener as Listener<E> | undefined);
      return client;
    },
  };
  return client;
}

function webSocketConstructor(injected: WebSocketConstructor | undefined): WebSocketConstructor {
  const found: WebSocketConstructor | undefined = injected ?? globalThis.WebSocket;
  if (!found) throw new TypeError('No WebSocket implementation: pass options.WebSocket (in Node 20, the `ws` package)');
  return found;
}

function detach(ws: WebSocketLike): void {
  ws.onopen = null;
  ws.onmessage = null;
  ws.onclose = null;
  // `ws` throws an unhandled 'error' when a still-connecting socket is closed, unless someone listens.
  ws.onerror = () => {};
}

// A throwing handler must not starve the others nor break the socket: rethrow it on its own.
function deliver(handler: StreamingHandler, event: StreamingEvent): void {
  try {
    handler(event);
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}
