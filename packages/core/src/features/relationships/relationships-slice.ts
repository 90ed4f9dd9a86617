import type { Relationship } from '@trumpet/api-client';
import { produce } from 'immer';
import type { UnknownAction } from 'redux';
import { entitiesEvicted } from '../eviction/eviction-actions';
import {
  authorizeFollowRequest,
  blockAccount,
  blockDomain,
  endorseAccount,
  fetchRelationships,
  followAccount,
  muteAccount,
  rejectFollowRequest,
  unblockAccount,
  unblockDomain,
  unendorseAccount,
  unfollowAccount,
  unmuteAccount,
} from './relationships-actions';

/** The user's relationship with each account, by account id. */
export type RelationshipsState = Record<string, Relationship>;

const relationshipResults = [
  followAccount,
  unfollowAccount,
  blockAccount,
  unblockAccount,
  muteAccount,
  unmuteAccount,
  endorseAccount,
  unendorseAccount,
  authorizeFollowRequest,
  rejectFollowRequest,
] as const;

// https://github.com/mastodon/mastodon/blob/main/app/javascript/mastodon/reducers/relationships.js
export function relationshipsReducer(state: RelationshipsState = {}, action: UnknownAction): RelationshipsState {
  if (entitiesEvicted.match(action)) {
    const ids = action.payload.accountIds.filter((id) => id in state);
    if (ids.length === 0) return state;
    const kept = { ...state };
    for (const id of ids) delete kept[id];
    return kept;
  }
  if (fetchRelationships.success.match(action)) {
    const { relationships } = action.payload;
    if (relationships.length === 0) return state;
    return produce(state, (draft) => {
      for (const relationship of relationships) draft[relationship.id] = relationship;
    });
  }
  for (const actions of relationshipResults) {
    if (actions.success.match(action)) {
      const { relationship } = action.payload;
      return produce(state, (draft) => {
        draft[relationship.id] = relationship;
      });
    }
  }
  if (blockDomain.success.match(action) || unblockDomain.success.match(action)) {
    const blocking = blockDomain.success.match(action);
    return produce(state, (draft) => {
      for (const id of action.payload.accountIds) {
        const relationship = draft[id];
        if (relationship) relationship.domain_blocking = blocking;
      }
    });
  }
  return state;
}
