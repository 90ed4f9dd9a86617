import type { UnknownAction } from 'redux';
import { importedEntitiesReducer } from '../../importer/imported-entities-reducer';
import type { StatusRecord } from '../../importer/records';
import type { EntityTable } from '../../store/entity-table';
import { statusChangesReducer } from './status-changes-reducer';

export type StatusesState = EntityTable<StatusRecord>;

// A status seen again keeps whether the reader opened its content warning.
const importedStatusesReducer = importedEntitiesReducer('statuses', (incoming, known) =>
  known && known.spoiler_text === incoming.spoiler_text ? { ...incoming, hidden: known.hidden } : incoming,
);

export function statusesReducer(state: StatusesState | undefined, action: UnknownAction): StatusesState {
  return statusChangesReducer(importedStatusesReducer(state, action), action);
}
