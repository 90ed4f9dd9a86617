import type { UnknownAction } from 'redux';
import { postCompose, type PostComposeSuccess } from '../compose/compose-post-actions';
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
import { isWholeTimeline, timelineSource } from './timeline-sources';
import {
  initialTimeline,
  MAX_PENDING,
  TIMELINE_TRIM_ABOVE,
  TIMELINE_TRIM_TO,
  type TimelineState,
  type TimelinesState,
} from './timelines-state';

/** The state with one timeline changed (created from the initial one when missing). */
function withTimeline(state: TimelinesState, name: string, change: (timeline: TimelineState) => TimelineState): TimelinesState {
  const known = state[name] ?? initialTimeline;
  const next = change(known);
  return next === known && name in state ? state : { ...state, [name]: next };
}

function removeIds(state: TimelinesState, ids: readonly string[], keep: (name: string) => boolean): TimelinesState {
  const gone = new Set(ids);
  let next: TimelinesState | null = null;
  for (const [name, timeline] of Object.entries(state)) {
    if (keep(name) || !(timeline.items.some((id) => id !== null && gone.has(id)) || timeline.pending.some((id) => gone.has(id)))) continue;
    next ??= { ...state };
    next[name] = { ...timeline, items: timeline.items.filter((id) => id === null || !gone.has(id)), pending: timeline.pending.filter((id) => !gone.has(id)) };
  }
  return next ?? state;
}

/**
 * A streamed status: at the top, on top of the list; away from it, waiting in `pending` (counted
 * unread) so the list above the reader does not change (issue #17).
 */
function streamed(timeline: TimelineState, statusId: string): TimelineState {
  if (timeline.top) return prepend(timeline, statusId);
  if (timeline.items.includes(statusId) || timeline.pending.includes(statusId)) return timeline;
  const pending = [statusId, ...timeline.pending];
  const overflow = pending.length > MAX_PENDING;
  return { ...timeline, unread: timeline.unread + 1, pending: overflow ? pending.slice(0, MAX_PENDING) : pending, pendingGap: timeline.pendingGap || overflow };
}

/** Back at the top: what waited goes on top of the list, after a gap when some did not fit. */
function releasePending(timeline: TimelineState): TimelineState {
  if (timeline.pending.length === 0) return timeline;
  const known = new Set(timeline.items);
  const waiting = timeline.pending.filter((id) => !known.has(id));
  const gap = timeline.pendingGap && timeline.items.length > 0 && timeline.items[0] !== null ? [null] : [];
  return { ...timeline, items: [...waiting, ...gap, ...timeline.items], pending: [], pendingGap: false };
}

/** A new status on top: unread when not at the top, the 40-to-20 trim when at it. */
function prepend(timeline: TimelineState, statusId: string): TimelineState {
  if (timeline.items.includes(statusId)) return timeline;
  const items = timeline.top && timeline.items.length > TIMELINE_TRIM_ABOVE ? timeline.items.slice(0, TIMELINE_TRIM_TO) : timeline.items;
  return { ...timeline, unread: timeline.top ? timeline.unread : timeline.unread + 1, items: [statusId, ...items] };
}

/**
 * SPEC §4 "After a successful post": into home unless direct, and a public post that replies to
 * nothing into community and public too, each only when loaded, non-empty (no gap on top) and
 * online (Mastodon's submitCompose insertIfOnline).
 */
function insertPosted(state: TimelinesState, posted: PostComposeSuccess): TimelinesState {
  const { statusId, visibility, inReplyToId } = posted;
  const names = [
    ...(visibility !== 'direct' ? ['home'] : []),
    ...(visibility === 'public' && inReplyToId === null ? ['community', 'public'] : []),
  ];
  return names.reduce((next, name) => {
    const timeline = next[name];
    if (!timeline || !timeline.online || timeline.items.length === 0 || timeline.items[0] === null) return next;
    return withTimeline(next, name, (known) => prepend(known, statusId));
  }, state);
}

// SPEC §4 Timelines; https://github.com/mastodon/mastodon/blob/v3.1.0/app/javascript/mastodon/reducers/timelines.js
// Plain immutable updates rather than immer: timelines hold thousands of ids, and reading them
// through immer's proxies made every streamed status cost milliseconds (see bench/store.mjs).
export function timelinesReducer(state: TimelinesState = {}, action: UnknownAction): TimelinesState {
  if (timelineLoadStarted.match(action)) {
    return withTimeline(state, action.payload.timeline, (timeline) => (timeline.isLoading ? timeline : { ...timeline, isLoading: true }));
  }
  if (expandTimeline.fail.match(action)) {
    const name = action.payload.request.timeline;
    return state[name] ? withTimeline(state, name, (timeline) => ({ ...timeline, isLoading: false })) : state;
  }
  if (expandTimeline.success.match(action)) {
    const { timeline: name, ids, hasNext, partial, loadingRecent, skipped } = action.payload;
    if (skipped) return state;
    // Lists loaded whole say themselves whether anything is older.
    if (isWholeTimeline(name)) {
      const next = action.payload.next ?? null;
      return withTimeline(state, name, (timeline) => ({ ...timeline, isLoading: false, isPartial: partial, hasMore: hasNext, items: [...ids], next }));
    }
    return withTimeline(state, name, (timeline) => ({
      ...timeline,
      isLoading: false,
      isPartial: partial,
      hasMore: !hasNext && !loadingRecent ? false : timeline.hasMore,
      items: mergeTimelineIds(timeline.items, ids, partial),
    }));
  }
  if (timelineUpdate.match(action)) {
    const { timeline: name, statusId } = action.payload;
    return withTimeline(state, name, (timeline) => streamed(timeline, statusId));
  }
  if (postCompose.success.match(action)) return insertPosted(state, action.payload);
  if (timelineScrolledTop.match(action)) {
    const { top } = action.payload;
    return withTimeline(state, action.payload.timeline, (timeline) => (top ? { ...releasePending(timeline), top, unread: 0 } : { ...timeline, top }));
  }
  if (timelineConnected.match(action)) {
    return withTimeline(state, action.payload.timeline, (timeline) => ({ ...timeline, online: true }));
  }
  if (timelineDisconnected.match(action)) {
    return withTimeline(state, action.payload.timeline, (timeline) => ({
      ...timeline,
      online: false,
      items: timeline.items.length > 0 && timeline.items[0] !== null ? [null, ...timeline.items] : timeline.items,
    }));
  }
  if (timelineStatusDeleted.match(action)) return removeIds(state, [action.payload.id, ...action.payload.reblogIds], () => false);
  if (statusesRemoved.match(action)) return removeIds(state, action.payload.ids, () => false);
  if (timelineTrimmed.match(action)) {
    const { timeline: name, keep } = action.payload;
    const timeline = state[name];
    if (!timeline || timeline.items.length <= keep) return state;
    return { ...state, [name]: { ...timeline, items: timeline.items.slice(0, keep), pending: [], pendingGap: false, hasMore: true } };
  }
  if (timelineStatusesRemoved.match(action)) {
    const { ids, from } = action.payload;
    const kindOf = (name: string) => timelineSource(name)?.kind;
    return removeIds(state, ids, from === 'home' ? (name) => kindOf(name) !== 'home' : (name) => kindOf(name) === 'account');
  }
  return state;
}
