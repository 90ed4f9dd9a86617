import type { CoreFeature } from '../../store/feature';
import { notificationRequestsSaga } from './notification-requests-sagas';
import { notificationRequestsReducer } from './notification-requests-slice';

/** The notification policy and the requests it filtered (Mastodon 4.3+). */
export const notificationRequestsFeature: CoreFeature = {
  name: 'notificationRequests',
  reducers: { notificationRequests: notificationRequestsReducer },
  saga: notificationRequestsSaga,
};
