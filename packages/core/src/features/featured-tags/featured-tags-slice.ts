import type { UnknownAction } from 'redux';
import { fetchFeaturedTags } from './featured-tags-actions';
import { initialFeaturedTags, type FeaturedTagsOf, type FeaturedTagsState } from './featured-tags-state';

const none: FeaturedTagsOf = { items: [], isLoading: false, loaded: false };

export function featuredTagsReducer(state: FeaturedTagsState = initialFeaturedTags, action: UnknownAction): FeaturedTagsState {
  if (fetchFeaturedTags.request.match(action)) {
    const { accountId } = action.payload;
    return { ...state, [accountId]: { ...(state[accountId] ?? none), isLoading: true } };
  }
  if (fetchFeaturedTags.fail.match(action)) {
    const { accountId } = action.payload.request;
    return { ...state, [accountId]: { ...(state[accountId] ?? none), isLoading: false } };
  }
  if (fetchFeaturedTags.success.match(action)) {
    return { ...state, [action.payload.accountId]: { items: action.payload.tags, isLoading: false, loaded: true } };
  }
  return state;
}
