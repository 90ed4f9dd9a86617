import type { CoreFeature } from '../../store/feature';
import { familiarFollowersSaga } from './familiar-followers-sagas';
import { familiarFollowersReducer } from './familiar-followers-slice';

/** "Followed by …" on profiles. */
export const familiarFollowersFeature: CoreFeature = {
  name: 'familiarFollowers',
  reducers: { familiarFollowers: familiarFollowersReducer },
  saga: familiarFollowersSaga,
};
