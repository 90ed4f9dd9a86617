import type { Conversation, Page, Status } from '@trumpet/api-client';
import { call, delay, fork, put, select, spawn, takeEvery } from 'typed-redux-saga';
import { importEntities } from '../../importer/import-saga';
import type { PayloadAction } from '../../store/actions';
import { services } from '../../store/context';
import { waitForRateLimit } from '../../store/wait-for-rate-limit';
import { toStoredError } from '../../store/errors';
import type { RootState } from '../../store/root-reducer';
import { blockAccount, muteAccount, unfollowAccount } from '../relationships/relationships-actions';
import { conversationReceived } from '../streaming/streaming-actions';
import {
  expandTimeline,
  timelineLoadStarted,
  timelineStatusesRemoved,
  timelineUpdate,
  type ExpandTimelineRequest,
} from './timelines-actions';
import { selectReblogIdsOf, selectTimeline } from './timelines-selectors';
import { fetchTimelinePage, pagesByLink, TIMELINE_RELOADS, type Cursor } from './timeline-sources';
import { PARTIAL_POLL_MS, type TimelineName, type TimelineState } from './timelines-state';
import { settle } from '../../store/settle';
import { isOfflineError, keepTimelineSnapshot, showTimelineSnapshot } from '../offline/offline-sagas';

const skippedSuccess = (request: ExpandTimelineRequest) =>
  expandTimeline.success({ timeline: request.timeline, ids: [], hasNext: false, partial: false, loadingRecent: false, skipped: true });

function* pollPartial(request: ExpandTimelineRequest) {
  yield* delay(PARTIAL_POLL_MS);
  yield* waitForRateLimit();
  yield* put(expandTimeline.request({ timeline: request.timeline, tags: request.tags }));
}

type Plan =
  | { kind: 'skip' }
  | { kind: 'cursor'; cursor: Cursor; loadingRecent: boolean }
  | { kind: 'link'; next: string | null };

/**
 * SPEC §4 Timelines: since_id of the first item when the timeline has items. Favourites and
 * bookmarks page by their Link `next` instead (Mastodon reducers/status_lists.js): an older page follows the stored
 * `next`, and there is nothing older without one; otherwise the first page.
 */
function planLoad(request: ExpandTimelineRequest, timeline: TimelineState | undefined, items: readonly string[]): Plan {
  if (pagesByLink(request.timeline)) {
    if (request.maxId === undefined) return { kind: 'link', next: null };
    return timeline?.next ? { kind: 'link', next: timeline.next } : { kind: 'skip' };
  }
  const first = items[0];
  const cursor: Cursor = request.maxId !== undefined ? { max_id: request.maxId } : first !== undefined ? { since_id: first } : {};
  return { kind: 'cursor', cursor, loadingRecent: cursor.since_id !== undefined };
}

/**
 * The whole favourites or bookmarks list after a page: an older page is appended; a first page replaces what it
 * covers (dropping unfavourited ones) and keeps the older ones after it, which keep their `next`.
 */
function linkPagedAfter(older: boolean, loaded: readonly string[], knownNext: string | null, page: Page<Status>): { ids: string[]; next: string | null } {
  const pageIds = page.items.map((status) => status.id);
  if (older) {
    const seen = new Set(loaded);
    return { ids: [...loaded, ...pageIds.filter((id) => !seen.has(id))], next: page.next };
  }
  const last = pageIds[pageIds.length - 1];
  const at = last === undefined ? -1 : loaded.indexOf(last);
  const fresh = new Set(pageIds);
  const tail = at < 0 ? [] : loaded.slice(at + 1).filter((id) => !fresh.has(id));
  return tail.length > 0 ? { ids: [...pageIds, ...tail], next: knownNext } : { ids: pageIds, next: page.next };
}

const selectMe = (state: RootState): string | null => state.meta.me;

/** SPEC §4 Timelines: skipped while loading. */
export function* expandTimelineSaga(action: PayloadAction<ExpandTimelineRequest>) {
  const request = action.payload;
  const timeline = yield* select(selectTimeline, request.timeline);
  const items = (timeline?.items ?? []).filter((id): id is string => id !== null);
  const plan = planLoad(request, timeline, items);
  if (timeline?.isLoading || plan.kind === 'skip') {
    yield* put(skippedSuccess(request));
    return;
  }
  const { api } = yield* services();
  const me = yield* select(selectMe);
  yield* put(timelineLoadStarted({ timeline: request.timeline }));
  try {
    const cursor = plan.kind === 'cursor' ? plan.cursor : {};
    const pending = fetchTimelinePage(api, request.timeline, cursor, { me, next: plan.kind === 'link' ? plan.next : null, tags: request.tags ?? {} });
    if (!pending) throw new Error(`cannot load the timeline ${request.timeline}`);
    const page = yield* call(() => settle(pending));
    yield* importEntities({ statuses: page.items });
    const whole = plan.kind === 'link' ? linkPagedAfter(plan.next !== null, items, timeline?.next ?? null, page) : null;
    yield* put(
      expandTimeline.success({
        timeline: request.timeline,
        ids: whole ? whole.ids : page.items.map((status) => status.id),
        hasNext: whole ? whole.next !== null : page.next !== null,
        next: whole ? whole.next : null,
        partial: page.partial,
        loadingRecent: plan.kind === 'cursor' && plan.loadingRecent,
        skipped: false,
      }),
    );
    if (page.partial) yield* fork(pollPartial, request);
    if (plan.kind === 'cursor' && request.maxId === undefined) yield* spawn(keepTimelineSnapshot, request.timeline, page.items, plan.loadingRecent);
  } catch (error) {
    const stored = toStoredError(error);
    // Unreachable on a first load: what was kept from the last one, read-only (issue #15).
    if (items.length === 0 && isOfflineError(stored) && (yield* call(showTimelineSnapshot, request.timeline))) return;
    yield* put(expandTimeline.fail({ request, error: stored, skipAlert: false }));
  }
}

/** The user's favourites, bookmarks and pins change: a loaded list loads its first page again. */
function* reloadIfLoaded(timeline: TimelineName) {
  const loaded = yield* select(selectTimeline, timeline);
  if (loaded) yield* put(expandTimeline.request({ timeline }));
}

/** A streamed conversation's last status goes on top of a loaded direct timeline. */
function* directUpdate(action: PayloadAction<{ conversation: Conversation }>) {
  const statusId = action.payload.conversation.last_status?.id;
  const loaded = yield* select(selectTimeline, 'direct');
  if (loaded && statusId !== undefined) yield* put(timelineUpdate({ timeline: 'direct', statusId }));
}

/** Every status of the account and every reblog of them (Mastodon reducers/timelines.js filterTimelines). */
function* removedWithReblogs(statusIds: readonly string[]) {
  const reblogs = yield* select(selectReblogIdsOf, statusIds);
  return [...statusIds, ...reblogs];
}

function* cleanAfterBlockOrMute(
  action: PayloadAction<{ statusIds: string[]; relationship: { muting_notifications?: boolean } }>,
) {
  // SPEC §4: a mute cleans timelines only with the notifications flag.
  if (muteAccount.success.match(action) && !action.payload.relationship.muting_notifications) return;
  const ids = yield* removedWithReblogs(action.payload.statusIds);
  yield* put(timelineStatusesRemoved({ ids, from: 'allButAccounts' }));
}

function* cleanHomeAfterUnfollow(action: PayloadAction<{ statusIds: string[] }>) {
  yield* put(timelineStatusesRemoved({ ids: action.payload.statusIds, from: 'home' }));
}

export function* timelinesSaga() {
  yield* takeEvery(expandTimeline.request.type, expandTimelineSaga);
  for (const { timeline, on } of TIMELINE_RELOADS) yield* takeEvery([...on], reloadIfLoaded, timeline);
  yield* takeEvery(conversationReceived.type, directUpdate);
  yield* takeEvery([blockAccount.success.type, muteAccount.success.type], cleanAfterBlockOrMute);
  yield* takeEvery(unfollowAccount.success.type, cleanHomeAfterUnfollow);
}
