import { combineReducers } from 'redux';
import { accountsReducer } from '../features/accounts/accounts-slice';
import { metaReducer } from '../features/meta/meta-slice';
import { pollsReducer } from '../features/polls/polls-slice';
import { statusesReducer } from '../features/statuses/statuses-slice';

export const rootReducer = combineReducers({
  meta: metaReducer,
  accounts: accountsReducer,
  statuses: statusesReducer,
  polls: pollsReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
