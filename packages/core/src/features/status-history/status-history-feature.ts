import type { CoreFeature } from '../../store/feature';
import { statusHistorySaga } from './status-history-sagas';
import { statusHistoryReducer } from './status-history-slice';

/** An edited status's revisions, for the edit history modal. */
export const statusHistoryFeature: CoreFeature = {
  name: 'statusHistory',
  reducers: { statusHistory: statusHistoryReducer },
  saga: statusHistorySaga,
};
