import type {
  StreamingClient,
  StreamingClientEvents,
  StreamingClientOptions,
  StreamingClientState,
  StreamingHandler,
  StreamParams,
  Subscription,
} from '@trumpet/api-client';
import { lazyModule } from '@trumpet/ui';

type EventName = keyof StreamingClientEvents;
type AnyListener = StreamingClientEvents[EventName];
interface Registration {
  event: EventName;
  listener: AnyListener;
  once: boolean;
}

const streamingCode = lazyModule('streaming', () => import('./streaming-client-loader'));

/**
 * A StreamingClient whose code loads on first use (the streaming client and its event emitter are
 * not needed before home shows; issue #5 size budget). Subscriptions and listeners made meanwhile
 * are handed to the real client once it has loaded; `close()` before then cancels them.
 */
export function createLazyStreamingClient(
  options: StreamingClientOptions,
  load: () => Promise<(options: StreamingClientOptions) => StreamingClient> = () =>
    streamingCode.load().then((module) => module.loadStreamingClient),
): StreamingClient {
  let real: StreamingClient | null = null;
  let closed = false;
  let loading: Promise<void> | null = null;
  const registrations: Registration[] = [];
  const pending = new Set<{ params: StreamParams; handler: StreamingHandler; real: Subscription | null; cancelled: boolean }>();

  const attach = (client: StreamingClient, { event, listener, once }: Registration): void => {
    // The listener's type follows its event name, which the union here cannot carry.
    if (once) client.once(event, listener as never);
    else client.on(event, listener as never);
  };

  const start = (): void => {
    loading ??= load().then(
      (create) => {
        if (closed) return;
        real = create(options);
        for (const registration of registrations) attach(real, registration);
        registrations.length = 0;
        for (const entry of pending) if (!entry.cancelled) entry.real = real.subscribe(entry.params, entry.handler);
        pending.clear();
      },
      () => {
        // The chunk failed (offline): the next subscribe tries again.
        loading = null;
      },
    );
  };

  const lazy: StreamingClient = {
    get state(): StreamingClientState {
      return real ? real.state : closed ? 'closed' : loading ? 'connecting' : 'idle';
    },
    subscribe(params, handler) {
      if (real) return real.subscribe(params, handler);
      const entry = { params, handler, real: null as Subscription | null, cancelled: false };
      pending.add(entry);
      start();
      return {
        unsubscribe() {
          entry.cancelled = true;
          pending.delete(entry);
          entry.real?.unsubscribe();
        },
      };
    },
    close() {
      closed = true;
      pending.clear();
      registrations.length = 0;
      real?.close();
    },
    on(event, listener) {
      if (real) real.on(event, listener);
      else registrations.push({ event, listener, once: false });
      return lazy;
    },
    once(event, listener) {
      if (real) real.once(event, listener);
      else registrations.push({ event, listener, once: true });
      return lazy;
    },
    off(event, listener) {
      if (real) {
        real.off(event, listener);
      } else {
        for (let i = registrations.length - 1; i >= 0; i -= 1) {
          const registration = registrations[i];
          if (registration && registration.event === event && (listener === undefined || registration.listener === listener)) registrations.splice(i, 1);
        }
      }
      return lazy;
    },
  };
  return lazy;
}
