import { MarkerTimeline } from '@trumpet/api-client';
import { produce } from 'immer';
import type { UnknownAction } from 'redux';
import { fetchMarkers, homeRestoreDone, readPositionChanged, saveMarkers } from './markers-actions';
import { supersedes } from './markers-rules';
import { initialMarkers, type MarkersState } from './markers-state';

export const markersReducer = (state: MarkersState = initialMarkers, action: UnknownAction): MarkersState =>
  produce(state, (draft) => {
    if (fetchMarkers.success.match(action)) {
      for (const timeline of MarkerTimeline) {
        const server = action.payload.positions[timeline];
        if (server === undefined || !supersedes(timeline, server, draft.positions[timeline])) continue;
        // Another device read further (or later): its position wins over one not saved here.
        draft.positions[timeline] = server;
        delete draft.unsaved[timeline];
        if (timeline === 'home' && !draft.fetched) draft.homeRestore = server.lastReadId;
      }
      draft.fetched = true;
    } else if (fetchMarkers.fail.match(action)) {
      draft.fetched = true;
    } else if (readPositionChanged.match(action)) {
      const { timeline, position } = action.payload;
      draft.positions[timeline] = position;
      draft.unsaved[timeline] = position.lastReadId;
      if (timeline === 'home') draft.homeRestore = null;
    } else if (saveMarkers.success.match(action)) {
      for (const timeline of MarkerTimeline) {
        const saved = action.payload.saved[timeline];
        if (saved === undefined) continue;
        // A position read while the save was under way stays to be saved.
        if (draft.unsaved[timeline] === saved) delete draft.unsaved[timeline];
        const server = action.payload.positions[timeline];
        if (server?.lastReadId === saved && draft.positions[timeline]?.lastReadId === saved) draft.positions[timeline] = server;
      }
    } else if (homeRestoreDone.match(action)) {
      draft.homeRestore = null;
    }
  });
