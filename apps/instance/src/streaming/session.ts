import type { Instance } from '../context';
import { record, str } from '../http/param-readers';
import type { HubMessage } from './hub';
import { ViewerRenderer } from './render';
import { isStreamError, resolveStream, type ResolvedStream, type StreamParams, type Viewer } from './streams';

/** Where a session's frames go: a WebSocket, or an EventSource response. */
export interface StreamingSink {
  send(frame: { stream: string[]; event: string; payload?: string } | { error: string; status: number }): void;
}

interface Subscription {
  stream: ResolvedStream;
  stop: () => void;
}

/** A stream name from a message or query value (Mastodon takes the first of an array). */
const firstString = (value: unknown): string | undefined => str(Array.isArray(value) ? (value as unknown[])[0] : value);

export function streamParamsOf(source: Record<string, unknown>): StreamParams {
  return { tag: firstString(source.tag), list: firstString(source.list) };
}

/**
 * One connected viewer's subscriptions: each listens to its hub channels and sends what the viewer
 * may see, serialised for them. https://docs.joinmastodon.org/methods/streaming/#websocket
 */
export class StreamingSession {
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly renderer: ViewerRenderer;
  private closed = false;

  constructor(
    private readonly instance: Instance,
    readonly viewer: Viewer,
    private readonly sink: StreamingSink,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    this.renderer = new ViewerRenderer(instance, viewer);
  }

  /** Subscribes, or answers an error frame; subscribing twice to one stream is a no-op. */
  subscribe(name: string | undefined, params: StreamParams): ResolvedStream | null {
    if (this.closed) return null;
    const stream = resolveStream(this.instance, this.viewer, name, params);
    if (isStreamError(stream)) {
      this.sink.send(stream);
      return null;
    }
    if (this.subscriptions.has(stream.key)) return stream;
    const listener = (message: HubMessage): void => this.deliver(stream, message);
    const stops = stream.channels.map((channel) => this.instance.hub.subscribe(channel, listener));
    this.subscriptions.set(stream.key, { stream, stop: () => stops.forEach((stop) => stop()) });
    return stream;
  }

  unsubscribe(name: string | undefined, params: StreamParams): void {
    const stream = resolveStream(this.instance, this.viewer, name, params);
    if (isStreamError(stream)) {
      this.sink.send(stream);
      return;
    }
    const subscription = this.subscriptions.get(stream.key);
    subscription?.stop();
    this.subscriptions.delete(stream.key);
  }

  /** A client message: `{"type": "subscribe" | "unsubscribe", "stream": ..., "tag"?, "list"?}`; anything else is ignored, as Mastodon does. */
  handleMessage(text: string): void {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return;
    }
    const message = record(json);
    const name = firstString(message.stream);
    if (message.type === 'subscribe') this.subscribe(name, streamParamsOf(message));
    else if (message.type === 'unsubscribe') this.unsubscribe(name, streamParamsOf(message));
  }

  get subscriptionCount(): number {
    return this.subscriptions.size;
  }

  close(): void {
    this.closed = true;
    for (const subscription of this.subscriptions.values()) subscription.stop();
    this.subscriptions.clear();
  }

  private deliver(stream: ResolvedStream, message: HubMessage): void {
    if (this.closed) return;
    // A failure to serialise one event for one viewer must neither reach the publisher nor close the stream.
    try {
      const out = this.renderer.render(message, stream);
      if (out) this.sink.send({ stream: stream.frameStream, ...out });
    } catch (error) {
      this.onError(error);
    }
  }
}
