import { PreferencesSchema } from '../entities';
import type { HttpClient } from '../http/http-client';
import type { RequestOptions } from '../http/types';

/** The user's account-wide preferences, read-only through the API. https://docs.joinmastodon.org/methods/preferences/ */
export function createPreferencesResource(http: HttpClient) {
  return {
    fetch: (options?: RequestOptions) => http.json(PreferencesSchema, { method: 'GET', path: '/api/v1/preferences' }, options),
  };
}

export type PreferencesResource = ReturnType<typeof createPreferencesResource>;
