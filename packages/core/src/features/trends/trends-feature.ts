import type { CoreFeature } from '../../store/feature';
import { trendsSaga } from './trends-sagas';
import { trendsReducer } from './trends-slice';

/** What is trending: hashtags, statuses and news links (the explore screen). */
export const trendsFeature: CoreFeature = {
  name: 'trends',
  reducers: { trends: trendsReducer },
  saga: trendsSaga,
};
