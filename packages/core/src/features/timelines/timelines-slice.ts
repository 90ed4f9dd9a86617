import { produce, type Draft } from 'immer';
import type { UnknownAction } from 'redux';
import { timelineTrimmed } from '../eviction/eviction-actions';
import { statusesRemoved } from '../statuses/status-actions';
import {
  expandTimeline,
  timelineConnected,
  timelineDisconnected,
  timelineLoadStarted,
  timelineScrolledTop,
  timelineStatusDeleted,
  timelineStatusesRemoved,
  timelineUpdate,
} from './timelines-actions';
import { mergeTimelineIds } from './merge-timeline-ids';
import {
  initialTimeline,
  isPinnedTimeline,
  TIMELINE_TRIM_ABOVE,
  TIMELINE_TRIM_TO,
  type TimelineState,
  type TimelinesState,
} from './timelines-state';

function timelineOf(draft: Draft<TimelinesState>, name: string): Draft<TimelineState> {
  const existing = draft[name];
  if (existing) return existing;
  const created: TimelineState = { ...initialTimeline, items: [] };
  draft[name] = created;
  return created;
}

function removeIds(draft: Draft<TimelinesState>, ids: readonly string[], keep: (name: string) => boolean): void {
  const gone = new Set(ids);
  for (const [name, timeline] of Object.entries(draft)) {
    if (keep(name)) continue;
    if (timeline.items.some((id) => id !== null && gone.has(id))) {
      timeline.items = timeline.items.filter((id) => id === null || !gone.has(id));
    }
  }
}

// Every action in the app reaches this reducer: only the ones it handles open an immer draft.
const HANDLED = new Set<string>([
  timelineLoadStarted.type,
  expandTimeline.fail.type,
  expandTimeline.success.type,
  timelineUpdate.type,
  timelineScrolledTop.type,
  timelineConnected.type,
  timelineDisconnected.type,
  timelineStatusDeleted.type,
  statusesRemoved.type,
  timelineTrimmed.type,
  timelineStatusesRemoved.type,
]);

// SPEC §4 Timelines; https://github.com/mastodon/mastodon/blob/v3.1.0/app/javascript/mastodon/reducers/timelines.js
export const timelinesReducer = (state: TimelinesState = {}, action: UnknownAction): TimelinesState =>
  !HANDLED.has(action.type) ? state : produce(state, (draft) => {
    if (timelineLoadStarted.match(action)) {
      timelineOf(draft, action.payload.timeline).isLoading = true;
    } else if (expandTimeline.fail.match(action)) {
      const timeline = draft[action.payload.request.timeline];
      if (timeline) timeline.isLoading = false;
    } else if (expandTimeline.success.match(action)) {
      const { timeline: name, ids, hasNext, partial, loadingRecent, skipped } = action.payload;
      if (skipped) return;
      const timeline = timelineOf(draft, name);
      timeline.isLoading = false;
      timeline.isPartial = partial;
      if (!hasNext && !loadingRecent) timeline.hasMore = false;
      if (isPinnedTimeline(name)) timeline.items = [...ids];
      else timeline.items = mergeTimelineIds(timeline.items, ids, partial);
    } else if (timelineUpdate.match(action)) {
      const { timeline: name, statusId } = action.payload;
      const timeline = timelineOf(draft, name);
      if (timeline.items.includes(statusId)) return;
      if (!timeline.top) timeline.unread += 1;
      const items = timeline.top && timeline.items.length > TIMELINE_TRIM_ABOVE ? timeline.items.slice(0, TIMELINE_TRIM_TO) : timeline.items;
      timeline.items = [statusId, ...items];
    } else if (timelineScrolledTop.match(action)) {
      const timeline = timelineOf(draft, action.payload.timeline);
      timeline.top = action.payload.top;
      if (action.payload.top) timeline.unread = 0;
    } else if (timelineConnected.match(action)) {
      timelineOf(draft, action.payload.timeline).online = true;
    } else if (timelineDisconnected.match(action)) {
      const timeline = timelineOf(draft, action.payload.timeline);
      timeline.online = false;
      if (timeline.items.length > 0 && timeline.items[0] !== null) timeline.items.unshift(null);
    } else if (timelineStatusDeleted.match(action)) {
      removeIds(draft, [action.payload.id, ...action.payload.reblogIds], () => false);
    } else if (statusesRemoved.match(action)) {
      removeIds(draft, action.payload.ids, () => false);
    } else if (timelineTrimmed.match(action)) {
      const timeline = draft[action.payload.timeline];
      if (timeline && timeline.items.length > action.payload.keep) {
        timeline.items = timeline.items.slice(0, action.payload.keep);
        timeline.hasMore = true;
      }
    } else if (timelineStatusesRemoved.match(action)) {
      const { ids, from } = action.payload;
      removeIds(draft, ids, from === 'home' ? (name) => name !== 'home' : (name) => name.startsWith('account:'));
    }
  });

