import type { ScheduledStatus } from '@trumpet/api-client';
import type { StoredError } from '../../store/actions';

/** The user's scheduled posts (GET /api/v1/scheduled_statuses), soonest first. */
export interface ScheduledStatusesState {
  items: ScheduledStatus[];
  isLoading: boolean;
  /** Whether the list was loaded once (an empty list then means none). */
  loaded: boolean;
  error: StoredError | null;
  /** The posts being cancelled or moved, by id. */
  pending: string[];
}

export const initialScheduledStatuses: ScheduledStatusesState = { items: [], isLoading: false, loaded: false, error: null, pending: [] };

/** Mastodon caps a user's scheduled posts at 300: the list is read whole, page after page. */
export const SCHEDULED_STATUSES_MAX = 300;
