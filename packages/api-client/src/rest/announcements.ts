import * as z from 'zod/mini';
import { AnnouncementSchema } from '../entities';
import type { HttpClient } from '../http/http-client';
import type { RequestOptions } from '../http/types';
import { seg } from './params';

/** The server's announcements, their read state and emoji reactions. https://docs.joinmastodon.org/methods/announcements/ */
export function createAnnouncementsResource(http: HttpClient) {
  const path = (id: string) => `/api/v1/announcements/${seg(id)}`;
  const reaction = (id: string, name: string) => `${path(id)}/reactions/${seg(name)}`;
  return {
    /** The active announcements; `with_dismissed` includes the ones the user has read. */
    list: (params: { with_dismissed?: boolean } = {}, options?: RequestOptions) =>
      http.json(z.array(AnnouncementSchema), { method: 'GET', path: '/api/v1/announcements', query: { ...params } }, options),
    /** Marks the announcement read. */
    dismiss: (id: string, options?: RequestOptions) => http.empty({ method: 'POST', path: `${path(id)}/dismiss` }, options),
    /** `name`: a unicode emoji, or a custom emoji's shortcode without colons. */
    addReaction: (id: string, name: string, options?: RequestOptions) => http.empty({ method: 'PUT', path: reaction(id, name) }, options),
    removeReaction: (id: string, name: string, options?: RequestOptions) =>
      http.empty({ method: 'DELETE', path: reaction(id, name) }, options),
  };
}

export type AnnouncementsResource = ReturnType<typeof createAnnouncementsResource>;
