import type { CoreFeature } from '../../store/feature';
import { searchSaga } from './search-sagas';
import { searchReducer } from './search-slice';

/** SPEC §4 Search: the field, its results, the instant menu and the full results screen. */
export const searchFeature: CoreFeature = {
  name: 'search',
  reducers: { search: searchReducer },
  saga: searchSaga,
};
