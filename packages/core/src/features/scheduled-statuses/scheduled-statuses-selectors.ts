import type { RootState } from '../../store/root-reducer';
import type { ScheduledStatusesState } from './scheduled-statuses-state';

export const selectScheduledStatuses = (state: RootState): ScheduledStatusesState => state.scheduledStatuses;
