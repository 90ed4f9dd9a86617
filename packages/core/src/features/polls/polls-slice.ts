import { importedEntitiesReducer } from '../../importer/imported-entities-reducer';
import type { PollRecord } from '../../importer/records';
import type { EntityTable } from '../../store/entity-table';

export type PollsState = EntityTable<PollRecord>;

export const pollsReducer = importedEntitiesReducer('polls');
