import * as z from 'zod/mini';
import { Count, Id, orNull, Text } from './common';

/** How far the user has read a timeline. https://docs.joinmastodon.org/entities/Marker/ */
export const MarkerSchema = z.object({
  last_read_id: Id,
  /** Incremented on each save; the server uses it to refuse stale writes. */
  version: Count,
  updated_at: Text,
});
export type Marker = z.output<typeof MarkerSchema>;

export const MarkerTimeline = ['home', 'notifications'] as const;
export type MarkerTimeline = (typeof MarkerTimeline)[number];

/** What GET and POST /api/v1/markers answer: a marker per timeline, null for a timeline never saved. */
export const MarkersSchema = z.object({
  home: orNull(MarkerSchema),
  notifications: orNull(MarkerSchema),
});
export type Markers = z.output<typeof MarkersSchema>;
