import type { IdentityProof } from '@trumpet/api-client';
import type { UnknownAction } from 'redux';
import { entitiesEvicted } from '../eviction/eviction-actions';
import { fetchIdentityProofs } from './identity-proofs-actions';

/** Identity proofs by account id (Mastodon reducers/identity_proofs.js). */
export type IdentityProofsState = Record<string, IdentityProof[]>;

export function identityProofsReducer(state: IdentityProofsState = {}, action: UnknownAction): IdentityProofsState {
  if (fetchIdentityProofs.success.match(action)) return { ...state, [action.payload.id]: action.payload.proofs };
  // The proofs leave with their account, so a long session stays bounded.
  if (entitiesEvicted.match(action)) {
    const gone = action.payload.accountIds.filter((id) => id in state);
    if (gone.length === 0) return state;
    const next = { ...state };
    for (const id of gone) delete next[id];
    return next;
  }
  return state;
}
