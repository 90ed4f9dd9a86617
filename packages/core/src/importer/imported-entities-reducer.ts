import type { UnknownAction } from 'redux';
import { entitiesEvicted, type EvictedEntities } from '../features/eviction/eviction-actions';
import { emptyTable, putEntities, removeEntities, type EntityTable } from '../store/entity-table';
import { entitiesImported } from './importer-actions';
import type { ImportedEntities } from './records';

type EntityKind = keyof ImportedEntities;
type RecordOf<K extends EntityKind> = ImportedEntities[K][number];

const evictedIdsOf: Record<EntityKind, keyof EvictedEntities> = { accounts: 'accountIds', statuses: 'statusIds', polls: 'pollIds' };
const idOf = (record: { id: string }): string => record.id;

/** A by-id entity table fed by the importer; `merge` decides what a re-imported record keeps. */
export function importedEntitiesReducer<K extends EntityKind>(
  kind: K,
  merge: (incoming: RecordOf<K>, known: RecordOf<K> | undefined) => RecordOf<K> = (incoming) => incoming,
) {
  return (state: EntityTable<RecordOf<K>> = emptyTable(), action: UnknownAction): EntityTable<RecordOf<K>> => {
    if (entitiesEvicted.match(action)) return removeEntities(state, action.payload[evictedIdsOf[kind]]);
    if (!entitiesImported.match(action)) return state;
    const records: readonly RecordOf<K>[] = action.payload[kind];
    return records.length === 0 ? state : putEntities(state, records, idOf, merge);
  };
}
