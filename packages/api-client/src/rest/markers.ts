import { MarkersSchema, type MarkerTimeline } from '../entities';
import type { HttpClient } from '../http/http-client';
import type { RequestOptions } from '../http/types';

/** The last read position to save, per timeline. */
export type SaveMarkersParams = Partial<Record<MarkerTimeline, { last_read_id: string }>>;

/** Read positions, shared between a user's clients. https://docs.joinmastodon.org/methods/markers/ */
export function createMarkersResource(http: HttpClient) {
  return {
    fetch: (timelines: readonly MarkerTimeline[] = ['home', 'notifications'], options?: RequestOptions) =>
      http.json(MarkersSchema, { method: 'GET', path: '/api/v1/markers', query: { timeline: timelines } }, options),
    /** Answers the saved markers; a 409 means another client saved at the same time: retry. */
    save: (params: SaveMarkersParams, options?: RequestOptions) =>
      http.json(MarkersSchema, { method: 'POST', path: '/api/v1/markers', json: params }, options),
  };
}

export type MarkersResource = ReturnType<typeof createMarkersResource>;
