import { createScheduledStatusesResource, type CreateStatusParams, type ScheduledStatus, type ScheduleStatusParams } from '@trumpet/api-client';
import type { CoreApi } from '../../store/core-api';
import { call, put } from 'typed-redux-saga';
import { services } from '../../store/context';
import { resource } from '../../store/resource';
import { toStoredError } from '../../store/errors';
import { cancelScheduledStatus } from '../scheduled-statuses/scheduled-statuses-actions';
import { composeScheduled } from './compose-extras-actions';
import { postCompose } from './compose-post-actions';

const schedule = (api: CoreApi, params: ScheduleStatusParams, idempotencyKey: string): Promise<ScheduledStatus> =>
  api.statuses.create(params, { idempotencyKey });

/**
 * Posts the draft with `scheduled_at`: the answer is a ScheduledStatus, not a Status, so nothing
 * goes to the timelines. A refusal (422, e.g. less than 5 minutes ahead) keeps the draft and alerts
 * the server's message. https://docs.joinmastodon.org/methods/statuses/#create
 */
export function* scheduleComposeSaga(idempotencyKey: string, params: CreateStatusParams, scheduledAt: string, replacesScheduledId: string | null) {
  const request = { idempotencyKey, params };
  yield* put(postCompose.request(request));
  const { api } = yield* services();
  let scheduledStatus: ScheduledStatus;
  try {
    scheduledStatus = yield* call(schedule, api, { ...params, scheduled_at: scheduledAt }, idempotencyKey);
  } catch (error) {
    yield* put(postCompose.fail({ request, error: toStoredError(error), skipAlert: false }));
    return;
  }
  yield* put(composeScheduled({ scheduledStatus }));
  yield* cancelReplaced(replacesScheduledId);
}

/**
 * A scheduled post written again is cancelled once its new version is sent (as Phanpy does); called
 * here, as the scheduled posts' own feature may not be loaded beside the composer.
 */
export function* cancelReplaced(replacesScheduledId: string | null) {
  if (replacesScheduledId === null) return;
  const request = { id: replacesScheduledId, byComposer: true };
  yield* put(cancelScheduledStatus.request(request));
  const scheduledStatusesApi = yield* resource(createScheduledStatusesResource);
  try {
    yield* call([scheduledStatusesApi, scheduledStatusesApi.remove], replacesScheduledId);
    yield* put(cancelScheduledStatus.success({ id: replacesScheduledId }));
  } catch (error) {
    yield* put(cancelScheduledStatus.fail({ request, error: toStoredError(error), skipAlert: false }));
  }
}
