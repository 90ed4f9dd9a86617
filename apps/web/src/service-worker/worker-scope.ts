/**
 * What the service worker uses of its global scope. The app compiles with the DOM library, which has
 * no worker-only types; these are the parts of the Service Worker, Push and Notifications APIs
 * (https://w3c.github.io/ServiceWorker/, https://w3c.github.io/push-api/) the worker touches.
 */
export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response> | Response): void;
}

export interface PushEvent extends ExtendableEvent {
  readonly data: { text(): string } | null;
}

export interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
  readonly action: string;
}

export interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}

export interface WindowClient {
  readonly url: string;
  readonly focused: boolean;
  readonly visibilityState: DocumentVisibilityState;
  focus(): Promise<WindowClient>;
  postMessage(message: unknown): void;
}

export interface ServiceWorkerScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

/** The notification options the worker sets (the DOM library's NotificationOptions lacks actions and timestamp). */
export interface NotificationAction {
  action: string;
  title: string;
}
