import type { MarkerTimeline } from '@trumpet/api-client';

/** How far the user has read a timeline, here or on another device. */
export interface ReadPosition {
  lastReadId: string;
  /** When it was read: the server's `updated_at`, or this client's clock for a position read here. */
  at: string;
}

export interface MarkersState {
  /** The newest known read position per timeline (https://docs.joinmastodon.org/methods/markers/). */
  positions: Partial<Record<MarkerTimeline, ReadPosition>>;
  /** Positions read here and not saved to the server yet. */
  unsaved: Partial<Record<MarkerTimeline, string>>;
  /** The server's markers have been asked for once (answered or failed): reads count from then on. */
  fetched: boolean;
  /** The home status to scroll to, from the server's marker on open; null once there or given up. */
  homeRestore: string | null;
}

export const initialMarkers: MarkersState = { positions: {}, unsaved: {}, fetched: false, homeRestore: null };

/** How long reading rests before its position is saved (page hide saves at once). */
export const MARKERS_SAVE_DELAY_MS = 3000;
