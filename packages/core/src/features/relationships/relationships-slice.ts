import type { Relationship } from '@trumpet/api-client';
import type { UnknownAction } from 'redux';
import { emptyTable, putEntities, removeEntities, updateEntity, type EntityTable } from '../../store/entity-table';
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
  saveAccountNote,
  unblockAccount,
  unblockDomain,
  unendorseAccount,
  unfollowAccount,
  unmuteAccount,
} from './relationships-actions';

/** The user's relationship with each account, by account id. */
export type RelationshipsState = EntityTable<Relationship>;

const idOf = (relationship: Relationship): string => relationship.id;
const replace = (relationship: Relationship): Relationship => relationship;

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
  saveAccountNote,
] as const;

// https://github.com/mastodon/mastodon/blob/main/app/javascript/mastodon/reducers/relationships.js
export function relationshipsReducer(state: RelationshipsState = emptyTable(), action: UnknownAction): RelationshipsState {
  if (entitiesEvicted.match(action)) return removeEntities(state, action.payload.accountIds);
  if (fetchRelationships.success.match(action)) return putEntities(state, action.payload.relationships, idOf, replace);
  for (const actions of relationshipResults) {
    if (actions.success.match(action)) return putEntities(state, [action.payload.relationship], idOf, replace);
  }
  if (blockDomain.success.match(action) || unblockDomain.success.match(action)) {
    const blocking = blockDomain.success.match(action);
    return action.payload.accountIds.reduce(
      (table, id) => updateEntity(table, id, (relationship) => ({ ...relationship, domain_blocking: blocking })),
      state,
    );
  }
  return state;
}
