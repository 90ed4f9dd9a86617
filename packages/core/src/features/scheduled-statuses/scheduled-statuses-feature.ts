import type { CoreFeature } from '../../store/feature';
import { scheduledStatusesSaga } from './scheduled-statuses-sagas';
import { scheduledStatusesReducer } from './scheduled-statuses-slice';

/** The user's scheduled posts: listed, cancelled, moved. */
export const scheduledStatusesFeature: CoreFeature = {
  name: 'scheduledStatuses',
  reducers: { scheduledStatuses: scheduledStatusesReducer },
  saga: scheduledStatusesSaga,
};
