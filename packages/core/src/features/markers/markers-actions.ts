import type { MarkerTimeline } from '@trumpet/api-client';
import { createAction, createAsyncActions } from '../../store/actions';
import type { ReadPosition } from './markers-state';

export type ReadPositions = Partial<Record<MarkerTimeline, ReadPosition>>;

/** GET /api/v1/markers: on open, and when the page is shown again (another device may have read on). */
export const fetchMarkers = createAsyncActions<void, { positions: ReadPositions }>('markers/FETCH');
/** POST /api/v1/markers with the positions read here; `saved` is what was sent. */
export const saveMarkers = createAsyncActions<{ saved: Partial<Record<MarkerTimeline, string>> }, { saved: Partial<Record<MarkerTimeline, string>>; positions: ReadPositions }>(
  'markers/SAVE',
);
/** The topmost home status on screen (a client reports it as the reader scrolls). */
export const homeReadPositionSeen = createAction<{ statusId: string }>('markers/HOME_SEEN');
/** A position read here that moves the marker (put by the markers saga). */
export const readPositionChanged = createAction<{ timeline: MarkerTimeline; position: ReadPosition }>('markers/READ');
/** The home feed reached the restored position, or gave it up (the status is not in the loaded feed). */
export const homeRestoreDone = createAction('markers/HOME_RESTORED');
/** The page is being hidden or left: save what was read now, not after the delay. */
export const flushMarkers = createAction('markers/FLUSH');
