import { importedEntitiesReducer } from '../../importer/imported-entities-reducer';
import type { AccountRecord } from '../../importer/records';

export type AccountsState = Record<string, AccountRecord>;

export const accountsReducer = importedEntitiesReducer('accounts');
