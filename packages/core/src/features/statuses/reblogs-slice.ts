import type { UnknownAction } from 'redux';
import { entitiesImported } from '../../importer/importer-actions';
import { emptyTable, putEntities, removeEntities, type EntityTable } from '../../store/entity-table';
import { entitiesEvicted } from '../eviction/eviction-actions';
import { statusesRemoved } from './status-actions';

/**
 * The ids of the boosts of each status, by the boosted status's id, so a delete finds the boosts to
 * remove without scanning every status. Ids of boosts evicted since may linger here: readers keep
 * only the ones still in `statuses`.
 */
export type ReblogsState = EntityTable<readonly string[]>;

interface Boost {
  id: string;
  reblog: string;
}

export function reblogsReducer(state: ReblogsState = emptyTable(), action: UnknownAction): ReblogsState {
  if (entitiesImported.match(action)) {
    const boosts: Boost[] = [];
    for (const status of action.payload.statuses) if (status.reblog !== null) boosts.push({ id: status.id, reblog: status.reblog });
    if (boosts.length === 0) return state;
    return putEntities(
      state,
      boosts,
      (boost) => boost.reblog,
      (boost, known) => (known?.includes(boost.id) ? known : [...(known ?? []), boost.id]),
    );
  }
  if (entitiesEvicted.match(action)) return removeEntities(state, action.payload.statusIds);
  if (statusesRemoved.match(action)) return removeEntities(state, action.payload.ids);
  return state;
}
