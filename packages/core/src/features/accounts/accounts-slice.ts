import { produce } from 'immer';
import type { UnknownAction } from 'redux';
import { entitiesImported } from '../../importer/importer-actions';
import type { AccountRecord } from '../../importer/records';

export type AccountsState = Record<string, AccountRecord>;

export function accountsReducer(state: AccountsState = {}, action: UnknownAction): AccountsState {
  if (entitiesImported.match(action)) {
    if (action.payload.accounts.length === 0) return state;
    return produce(state, (draft) => {
      for (const account of action.payload.accounts) draft[account.id] = account;
    });
  }
  return state;
}
