import type { Relationship } from '@trumpet/api-client';
import { getEntity } from '../../store/entity-table';
import type { RootState } from '../../store/root-reducer';

/** The user's relationship with an account, or null when not loaded. */
export const selectRelationship = (state: RootState, id: string): Relationship | null => getEntity(state.relationships, id) ?? null;

/** The domain part of a handle (`someone@remote.example` → `remote.example`), or null for a local one. */
export function domainOf(acct: string): string | null {
  const at = acct.indexOf('@');
  return at === -1 || at === acct.length - 1 ? null : acct.slice(at + 1);
}
