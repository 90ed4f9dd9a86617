import type { HttpClient } from '../http/http-client';
import type { RequestOptions } from '../http/types';

/**
 * The web client's settings blob, saved server-side (Mastodon's `PUT /api/web/settings`).
 * Its shape belongs to the client, so it travels as an opaque JSON object.
 */
export function createWebSettingsResource(http: HttpClient) {
  return {
    save: (data: Readonly<Record<string, unknown>>, options?: RequestOptions) =>
      http.empty({ method: 'PUT', path: '/api/web/settings', json: { data } }, options),
  };
}

export type WebSettingsResource = ReturnType<typeof createWebSettingsResource>;
