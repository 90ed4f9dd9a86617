import { createNotificationRequestsResource, HttpError, type NotificationPolicyParams, type NotificationRequest, type NotificationRequestsResource } from '@trumpet/api-client';
import { call, put, takeEvery, takeLatest } from 'typed-redux-saga';
import { importEntities } from '../../importer/import-saga';
import type { PayloadAction } from '../../store/actions';
import { services } from '../../store/context';
import { resource } from '../../store/resource';
import { toStoredError } from '../../store/errors';
import { settle } from '../../store/settle';
import { expandNotifications } from '../notifications/notifications-actions';
import { toNotificationRecord } from '../notifications/notifications-sagas';
import {
  acceptNotificationRequests,
  dismissNotificationRequests,
  fetchNotificationPolicy,
  fetchNotificationRequest,
  fetchNotificationRequests,
  updateNotificationPolicy,
} from './notification-requests-actions';
import type { NotificationRequestRecord } from './notification-requests-state';

const toRecord = (request: NotificationRequest): NotificationRequestRecord => ({
  id: request.id,
  account: request.account.id,
  notificationsCount: request.notifications_count,
  lastStatus: request.last_status?.id ?? null,
  updatedAt: request.updated_at,
});

function* importRequests(requests: readonly NotificationRequest[]) {
  yield* importEntities({
    accounts: requests.map((request) => request.account),
    statuses: requests.flatMap((request) => (request.last_status ? [request.last_status] : [])),
  });
}

function* fetchPolicySaga() {
  const { api } = yield* services();
  try {
    const policy = yield* call([api.notifications, api.notifications.policy]);
    yield* put(fetchNotificationPolicy.success({ policy }));
  } catch (error) {
    // A server before Mastodon 4.3 has no policy: nothing to show, nothing to alert.
    if (error instanceof HttpError && error.endpointMissing) yield* put(fetchNotificationPolicy.success({ policy: null }));
    else yield* put(fetchNotificationPolicy.fail({ request: undefined, error: toStoredError(error), skipAlert: true }));
  }
}

function* updatePolicySaga(action: PayloadAction<{ changes: NotificationPolicyParams }>) {
  const { api } = yield* services();
  try {
    const policy = yield* call([api.notifications, api.notifications.updatePolicy], action.payload.changes);
    yield* put(updateNotificationPolicy.success({ policy }));
  } catch (error) {
    yield* put(updateNotificationPolicy.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

const PAGE_SIZE = 40;

function* fetchRequestsSaga(action: PayloadAction<{ maxId?: string }>) {
  const { maxId } = action.payload;
  const notificationRequestsApi = yield* resource(createNotificationRequestsResource);
  try {
    const page = yield* call(() => settle(notificationRequestsApi.list({ limit: PAGE_SIZE, ...(maxId === undefined ? {} : { max_id: maxId }) })));
    yield* importRequests(page.items);
    // Servers link a next page after any non-empty one; a short page is the last.
    const hasMore = page.next !== null && page.items.length >= PAGE_SIZE;
    yield* put(fetchNotificationRequests.success({ requests: page.items.map(toRecord), hasMore, append: maxId !== undefined }));
  } catch (error) {
    yield* put(fetchNotificationRequests.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

/** The request, then what it holds: the account's notifications, filtered ones included (as Mastodon answers `account_id`). */
function* fetchRequestSaga(action: PayloadAction<{ id: string }>) {
  const { api } = yield* services();
  const notificationRequestsApi = yield* resource(createNotificationRequestsResource);
  try {
    const request = yield* call([notificationRequestsApi, notificationRequestsApi.fetch], action.payload.id);
    const page = yield* call(() => settle(api.notifications.list({ account_id: request.account.id, include_filtered: true })));
    yield* importRequests([request]);
    yield* importEntities({
      accounts: page.items.map((notification) => notification.account),
      statuses: page.items.flatMap((notification) => (notification.status ? [notification.status] : [])),
    });
    yield* put(fetchNotificationRequest.success({ request: toRecord(request), notifications: page.items.map(toNotificationRecord) }));
  } catch (error) {
    yield* put(fetchNotificationRequest.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

type Decide = (requests: NotificationRequestsResource, ids: readonly string[]) => Promise<void>;

/** One id goes to the request's own endpoint, several to the bulk one. */
function decideSaga(actions: typeof acceptNotificationRequests, one: Decide, many: Decide, refreshList: boolean) {
  return function* saga(action: PayloadAction<{ ids: string[] }>) {
    const { ids } = action.payload;
    if (ids.length === 0) return;
    const requests = yield* resource(createNotificationRequestsResource);
    try {
      yield* call(ids.length === 1 ? one : many, requests, ids);
      yield* put(actions.success({ ids }));
      // Accepted notifications join the list (the user stream's notifications_merged says so too).
      if (refreshList) yield* put(expandNotifications.request({}));
    } catch (error) {
      yield* put(actions.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
    }
  };
}

const first = (ids: readonly string[]): string => ids[0] ?? '';

const accept = decideSaga(
  acceptNotificationRequests,
  (requests, ids) => requests.accept(first(ids)),
  (requests, ids) => requests.acceptMany(ids),
  true,
);

const dismiss = decideSaga(
  dismissNotificationRequests,
  (requests, ids) => requests.dismiss(first(ids)),
  (requests, ids) => requests.dismissMany(ids),
  false,
);

export function* notificationRequestsSaga() {
  yield* takeLatest(fetchNotificationPolicy.request.type, fetchPolicySaga);
  yield* takeEvery(updateNotificationPolicy.request.type, updatePolicySaga);
  yield* takeLatest(fetchNotificationRequests.request.type, fetchRequestsSaga);
  yield* takeEvery(fetchNotificationRequest.request.type, fetchRequestSaga);
  yield* takeEvery(acceptNotificationRequests.request.type, accept);
  yield* takeEvery(dismissNotificationRequests.request.type, dismiss);
}
