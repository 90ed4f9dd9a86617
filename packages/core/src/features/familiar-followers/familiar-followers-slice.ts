import type { UnknownAction } from 'redux';
import { fetchFamiliarFollowers } from './familiar-followers-actions';
import { initialFamiliarFollowers, type FamiliarFollowersState } from './familiar-followers-state';

export function familiarFollowersReducer(state: FamiliarFollowersState = initialFamiliarFollowers, action: UnknownAction): FamiliarFollowersState {
  if (fetchFamiliarFollowers.success.match(action)) return { ...state, [action.payload.id]: action.payload.accountIds };
  return state;
}
