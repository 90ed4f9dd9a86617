import type { StreamParams } from '@trumpet/api-client';
import {
  expandTimeline,
  selectTimelineOrInitial,
  selectTimelineVisibleIds,
  streamingStarted,
  streamingStopped,
  timelineScrolledTop,
  timelineVisibility,
  type TagParams,
  type TimelineName,
  type TimelineState,
} from '@trumpet/core';
import { useCallback, useEffect, useMemo } from 'react';
import { takeStartedLoad } from '../routing/started-loads';
import { useSession } from '../session/SessionContext';
import { useAppDispatch, useAppSelector } from '../store/StoreProvider';

export interface TimelineFeed {
  timeline: TimelineName;
  state: TimelineState;
  ids: readonly (string | null)[];
  loadMore: () => void;
  loadGap: (index: number) => void;
  onScrollTop: (top: boolean) => void;
}

export interface TimelineOptions {
  /** Streamed while open and signed in; home is streamed by the shell through the user stream. */
  stream?: StreamParams | null;
  tags?: TagParams;
}

/**
 * A timeline on screen: loads its newest page, reports itself visible (eviction keeps it whole),
 * streams while open, and loads older pages and gaps on demand.
 */
export function useTimeline(timeline: TimelineName, { stream = null, tags }: TimelineOptions = {}): TimelineFeed {
  const dispatch = useAppDispatch();
  // Streaming needs a token (Mastodon refuses anonymous sockets): signed-out visitors read without it.
  const { signedIn } = useSession();
  const streamKey = stream && signedIn ? JSON.stringify(stream) : null;
  const tagsKey = tags ? JSON.stringify(tags) : null;

  useEffect(() => {
    const parsedTags = tagsKey ? (JSON.parse(tagsKey) as TagParams) : undefined;
    dispatch(timelineVisibility({ timeline, visible: true }));
    if (!(timeline === 'home' && takeStartedLoad('home'))) dispatch(expandTimeline.request(parsedTags ? { timeline, tags: parsedTags } : { timeline }));
    if (streamKey) dispatch(streamingStarted({ timeline, stream: JSON.parse(streamKey) as StreamParams, ...(parsedTags ? { tags: parsedTags } : {}) }));
    return () => {
      dispatch(timelineVisibility({ timeline, visible: false }));
      if (streamKey) dispatch(streamingStopped({ timeline }));
    };
  }, [dispatch, timeline, streamKey, tagsKey]);

  const state = useAppSelector(useCallback((root) => selectTimelineOrInitial(root, timeline), [timeline]));
  const ids = useAppSelector(useCallback((root) => selectTimelineVisibleIds(root, timeline), [timeline]));

  return useMemo(() => {
    const parsedTags = tagsKey ? (JSON.parse(tagsKey) as TagParams) : undefined;
    const expand = (maxId: string) => dispatch(expandTimeline.request({ timeline, maxId, ...(parsedTags ? { tags: parsedTags } : {}) }));
    return {
      timeline,
      state,
      ids,
      loadMore: () => {
        const last = [...state.items].reverse().find((id): id is string => id !== null);
        if (last && !state.isLoading) expand(last);
      },
      loadGap: (index: number) => {
        const before = ids[index - 1];
        if (before) expand(before);
        else dispatch(expandTimeline.request({ timeline, ...(parsedTags ? { tags: parsedTags } : {}) }));
      },
      onScrollTop: (top: boolean) => {
        if (top !== state.top) dispatch(timelineScrolledTop({ timeline, top }));
      },
    };
  }, [dispatch, timeline, tagsKey, state, ids]);
}
