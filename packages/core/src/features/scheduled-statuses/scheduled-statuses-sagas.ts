import { createScheduledStatusesResource, type ScheduledStatus, type ScheduledStatusesResource } from '@trumpet/api-client';
import { call, put, takeEvery, takeLatest } from 'typed-redux-saga';
import type { PayloadAction } from '../../store/actions';
import { resource } from '../../store/resource';
import { toStoredError } from '../../store/errors';
import { cancelScheduledStatus, fetchScheduledStatuses, rescheduleStatus } from './scheduled-statuses-actions';
import { SCHEDULED_STATUSES_MAX } from './scheduled-statuses-state';

/** Every scheduled post, following the pages' `next` links. */
async function listAll(scheduledStatuses: ScheduledStatusesResource): Promise<ScheduledStatus[]> {
  const all: ScheduledStatus[] = [];
  for await (const page of scheduledStatuses.list({ limit: 40 })) {
    all.push(...page.items);
    if (all.length >= SCHEDULED_STATUSES_MAX) break;
  }
  return all;
}

function* fetchSaga(action: PayloadAction<Record<string, never>>) {
  const scheduledStatusesApi = yield* resource(createScheduledStatusesResource);
  try {
    const items = yield* call(listAll, scheduledStatusesApi);
    yield* put(fetchScheduledStatuses.success({ items }));
  } catch (error) {
    yield* put(fetchScheduledStatuses.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

function* cancelSaga(action: PayloadAction<{ id: string; byComposer?: boolean }>) {
  // The composer cancels a post it replaced itself.
  if (action.payload.byComposer) return;
  const scheduledStatusesApi = yield* resource(createScheduledStatusesResource);
  try {
    yield* call([scheduledStatusesApi, scheduledStatusesApi.remove], action.payload.id);
    yield* put(cancelScheduledStatus.success({ id: action.payload.id }));
  } catch (error) {
    yield* put(cancelScheduledStatus.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

/** A refused time keeps the old one; the server's message (422) goes to the alerts. */
function* rescheduleSaga(action: PayloadAction<{ id: string; scheduledAt: string }>) {
  const { id, scheduledAt } = action.payload;
  const scheduledStatusesApi = yield* resource(createScheduledStatusesResource);
  try {
    const scheduledStatus = yield* call([scheduledStatusesApi, scheduledStatusesApi.update], id, { scheduled_at: scheduledAt });
    yield* put(rescheduleStatus.success({ scheduledStatus }));
  } catch (error) {
    yield* put(rescheduleStatus.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

export function* scheduledStatusesSaga() {
  yield* takeLatest(fetchScheduledStatuses.request.type, fetchSaga);
  yield* takeEvery(cancelScheduledStatus.request.type, cancelSaga);
  yield* takeEvery(rescheduleStatus.request.type, rescheduleSaga);
}
