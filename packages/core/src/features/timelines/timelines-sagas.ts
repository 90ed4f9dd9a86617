import type { Page, RestClient, Status } from '@trumpet/api-client';
import { call, delay, fork, put, select, takeEvery } from 'redux-saga/effects';
import { importEntities } from '../../importer/import-saga';
import type { PayloadAction } from '../../store/actions';
import { services, type CoreServices } from '../../store/context';
import { toStoredError } from '../../store/errors';
import { blockAccount, muteAccount, unfollowAccount } from '../relationships/relationships-actions';
import { expandTimeline, timelineLoadStarted, timelineStatusesRemoved, type ExpandTimelineRequest } from './timelines-actions';
import { selectReblogIdsOf, selectTimeline } from './timelines-selectors';
import { ACCOUNT_STATUSES_LIMIT, PARTIAL_POLL_MS, type TimelineState } from './timelines-state';

interface Cursor {
  max_id?: string;
  since_id?: string;
}

/** The call for a timeline name (Mastodon actions/timelines.js expand*Timeline), or null for an unknown name. */
export function fetchTimelinePage(api: RestClient, request: ExpandTimelineRequest, cursor: Cursor): PromiseLike<Page<Status>> | null {
  const { timeline, tags = {} } = request;
  if (timeline === 'home') return api.timelines.home(cursor);
  if (timeline === 'public') return api.timelines.public(cursor);
  if (timeline === 'public:media') return api.timelines.public({ ...cursor, only_media: true });
  if (timeline === 'community') return api.timelines.public({ ...cursor, local: true });
  if (timeline === 'community:media') return api.timelines.public({ ...cursor, local: true, only_media: true });
  const [kind = '', id = '', variant] = timeline.split(':');
  if (kind === 'hashtag') return api.timelines.tag(timeline.slice('hashtag:'.length), { ...cursor, ...tags });
  if (kind === 'list') return api.timelines.list(id, cursor);
  if (kind !== 'account') return null;
  if (variant === 'pinned') return api.accounts.statuses(id, { pinned: true });
  if (variant === 'media') return api.accounts.statuses(id, { ...cursor, only_media: true, limit: ACCOUNT_STATUSES_LIMIT });
  return api.accounts.statuses(id, { ...cursor, exclude_replies: variant !== 'with_replies', limit: ACCOUNT_STATUSES_LIMIT });
}

const skippedSuccess = (request: ExpandTimelineRequest) =>
  expandTimeline.success({ timeline: request.timeline, ids: [], hasNext: false, partial: false, loadingRecent: false, skipped: true });

function* pollPartial(request: ExpandTimelineRequest): Generator<unknown, void, never> {
  yield delay(PARTIAL_POLL_MS);
  yield put(expandTimeline.request({ timeline: request.timeline, tags: request.tags }));
}

/** SPEC §4 Timelines: skipped while loading; since_id of the first item when the timeline has items. */
export function* expandTimelineSaga(action: PayloadAction<ExpandTimelineRequest>): Generator<unknown, void, never> {
  const request = action.payload;
  const timeline = (yield select(selectTimeline, request.timeline)) as TimelineState | undefined;
  if (timeline?.isLoading) {
    yield put(skippedSuccess(request));
    return;
  }
  const first = timeline?.items.find((id): id is string => id !== null);
  const cursor: Cursor = request.maxId !== undefined ? { max_id: request.maxId } : first !== undefined ? { since_id: first } : {};
  const loadingRecent = cursor.since_id !== undefined;
  const { api }: CoreServices = yield* services();
  yield put(timelineLoadStarted({ timeline: request.timeline }));
  try {
    const pending = fetchTimelinePage(api, request, cursor);
    if (!pending) throw new Error(`unknown timeline ${request.timeline}`);
    const page = (yield call(() => pending)) as Page<Status>;
    yield* importEntities({ statuses: page.items });
    yield put(
      expandTimeline.success({
        timeline: request.timeline,
        ids: page.items.map((status) => status.id),
        hasNext: page.next !== null,
        partial: page.partial,
        loadingRecent,
        skipped: false,
      }),
    );
    if (page.partial) yield fork(pollPartial, request);
  } catch (error) {
    yield put(expandTimeline.fail({ request, error: toStoredError(error), skipAlert: false }));
  }
}

/** Every status of the account and every reblog of them (Mastodon reducers/timelines.js filterTimelines). */
function* removedWithReblogs(statusIds: readonly string[]): Generator<unknown, string[], never> {
  const reblogs = (yield select(selectReblogIdsOf, statusIds)) as string[];
  return [...statusIds, ...reblogs];
}

function* cleanAfterBlockOrMute(
  action: PayloadAction<{ statusIds: string[]; relationship: { muting_notifications?: boolean } }>,
): Generator<unknown, void, never> {
  // SPEC §4: a mute cleans timelines only with the notifications flag.
  if (muteAccount.success.match(action) && !action.payload.relationship.muting_notifications) return;
  const ids = yield* removedWithReblogs(action.payload.statusIds);
  yield put(timelineStatusesRemoved({ ids, from: 'allButAccounts' }));
}

function* cleanHomeAfterUnfollow(action: PayloadAction<{ statusIds: string[] }>): Generator<unknown, void, never> {
  yield put(timelineStatusesRemoved({ ids: action.payload.statusIds, from: 'home' }));
}

export function* timelinesSaga(): Generator {
  yield takeEvery(expandTimeline.request.type, expandTimelineSaga);
  yield takeEvery([blockAccount.success.type, muteAccount.success.type], cleanAfterBlockOrMute);
  yield takeEvery(unfollowAccount.success.type, cleanHomeAfterUnfollow);
}
