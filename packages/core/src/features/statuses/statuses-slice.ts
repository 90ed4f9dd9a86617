import { importedEntitiesReducer } from '../../importer/imported-entities-reducer';
import type { StatusRecord } from '../../importer/records';

export type StatusesState = Record<string, StatusRecord>;

// A status seen again keeps whether the reader opened its content warning.
export const statusesReducer = importedEntitiesReducer('statuses', (incoming, known) =>
  known && known.spoiler_text === incoming.spoiler_text ? { ...incoming, hidden: known.hidden } : incoming,
);
