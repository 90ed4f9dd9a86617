export {
  createStreamingClient,
  type StreamingClient,
  type StreamingClientOptions,
  type StreamingClientState,
  type StreamingClientEvents,
  type StreamingHandler,
  type Subscription,
} from './streaming-client';
export type { StreamParams, StreamName } from './streams';
export type { StreamingEvent } from './events';
export { backoffDelay, type BackoffOptions } from './backoff';
export type { WebSocketConstructor, WebSocketLike } from './websocket';
