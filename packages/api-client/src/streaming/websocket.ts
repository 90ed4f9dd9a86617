// Method syntax makes the handler parameter bivariant, so both the DOM WebSocket and `ws` fit.
type Handler<E> = { bivarianceHack(event: E): void }['bivarianceHack'];

/** The part of the WebSocket interface this client uses: the browser's and `ws`'s both satisfy it. */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: Handler<unknown> | null;
  onmessage: Handler<{ data: unknown }> | null;
  onerror: Handler<unknown> | null;
  onclose: Handler<{ code: number; reason: string }> | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type WebSocketConstructor = new (url: string, protocols?: string | string[]) => WebSocketLike;

export const WS_OPEN = 1;
