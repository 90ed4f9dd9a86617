import { produce } from 'immer';
import type { UnknownAction } from 'redux';
import { entitiesEvicted, type EvictedEntities } from '../features/eviction/eviction-actions';
import { entitiesImported } from './importer-actions';
import type { ImportedEntities } from './records';

type EntityKind = keyof ImportedEntities;
type RecordOf<K extends EntityKind> = ImportedEntities[K][number];

const evictedIdsOf: Record<EntityKind, keyof EvictedEntities> = { accounts: 'accountIds', statuses: 'statusIds', polls: 'pollIds' };

/** A by-id entity slice fed by the importer; `merge` decides what a re-imported record keeps. */
export function importedEntitiesReducer<K extends EntityKind>(
  kind: K,
  merge: (incoming: RecordOf<K>, known: RecordOf<K> | undefined) => RecordOf<K> = (incoming) => incoming,
) {
  return (state: Record<string, RecordOf<K>> = {}, action: UnknownAction): Record<string, RecordOf<K>> => {
    if (entitiesEvicted.match(action)) {
      const ids = action.payload[evictedIdsOf[kind]].filter((id) => id in state);
      if (ids.length === 0) return state;
      const kept = { ...state };
      for (const id of ids) delete kept[id];
      return kept;
    }
    if (!entitiesImported.match(action)) return state;
    const records: readonly RecordOf<K>[] = action.payload[kind];
    if (records.length === 0) return state;
    return produce(state, (draft: Record<string, RecordOf<K>>) => {
      for (const record of records) draft[record.id] = merge(record, draft[record.id]);
    });
  };
}
