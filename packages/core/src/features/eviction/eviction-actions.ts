import { createAction } from '../../store/actions';

/** What an eviction pass removes from the entity slices: ids nothing on screen or in a list refers to. */
export interface EvictedEntities {
  statusIds: string[];
  accountIds: string[];
  pollIds: string[];
}

export const entitiesEvicted = createAction<EvictedEntities>('eviction/ENTITIES_EVICTED');
/** Run an eviction pass now (e.g. when the app goes to the background). */
export const evictionRequested = createAction('eviction/REQUESTED');
/** A screen (profile, thread, media viewer…) shows these entities: they stay while it is open. */
export const screenOpened = createAction<{ key: string; statusIds?: string[]; accountIds?: string[] }>('eviction/SCREEN_OPENED');
export const screenClosed = createAction<{ key: string }>('eviction/SCREEN_CLOSED');
/** Whether a timeline's column is on screen; a hidden timeline is trimmed by the eviction pass. */
export const timelineVisibility = createAction<{ timeline: string; visible: boolean }>('eviction/TIMELINE_VISIBILITY');
/** Keep only the first `keep` items of a timeline; older ones load again through "load more". */
export const timelineTrimmed = createAction<{ timeline: string; keep: number }>('timelines/TRIMMED');
