import { importedEntitiesReducer } from '../../importer/imported-entities-reducer';
import type { PollRecord } from '../../importer/records';

export type PollsState = Record<string, PollRecord>;

export const pollsReducer = importedEntitiesReducer('polls');
