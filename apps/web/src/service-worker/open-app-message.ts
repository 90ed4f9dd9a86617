/**
 * How a service worker takes an open window of the app somewhere (a notification's click): it posts
 * this message. An account's push worker controls no page, so it cannot navigate one itself
 * (WindowClient.navigate only works on the worker's own clients); the page goes there.
 */
export interface OpenAppMessage {
  type: 'OPEN_APP';
  /** The app's path and query, on the page's own origin. */
  url: string;
}

export const openAppMessage = (url: string): OpenAppMessage => ({ type: 'OPEN_APP', url });

/** The path a message asks the page to open, or null for any other message (or a path off the app's origin). */
export function openAppPath(data: unknown, origin: string): string | null {
  if (typeof data !== 'object' || data === null || !('type' in data) || data.type !== 'OPEN_APP' || !('url' in data) || typeof data.url !== 'string') return null;
  try {
    const url = new URL(data.url, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
