import type { ScheduledStatus } from '@trumpet/api-client';
import { createAsyncActions } from '../../store/actions';

// https://docs.joinmastodon.org/methods/scheduled_statuses/

/** GET /api/v1/scheduled_statuses, every page. */
export const fetchScheduledStatuses = createAsyncActions<Record<string, never>, { items: ScheduledStatus[] }>('scheduledStatuses/FETCH');
/** DELETE /api/v1/scheduled_statuses/:id: nothing is posted. */
export const cancelScheduledStatus = createAsyncActions<{ id: string; byComposer?: boolean }, { id: string }>('scheduledStatuses/CANCEL');
/** PUT /api/v1/scheduled_statuses/:id with a new time (ISO 8601, at least 5 minutes ahead). */
export const rescheduleStatus = createAsyncActions<{ id: string; scheduledAt: string }, { scheduledStatus: ScheduledStatus }>('scheduledStatuses/RESCHEDULE');
