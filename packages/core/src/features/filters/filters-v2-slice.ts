import type { FilterV2 } from '@trumpet/api-client';
import type { UnknownAction } from 'redux';
import { deleteFilter, fetchFiltersV2, saveFilter } from './filters-actions';

export interface FiltersV2State {
  /** The server's v2 filters (GET /api/v2/filters); null until fetched or where the server has none. */
  filters: FilterV2[] | null;
  /** A fetch has answered, with the filters or with a failure (a server without v2 filters). */
  settled: boolean;
}

const initial: FiltersV2State = { filters: null, settled: false };

function withFilters(state: FiltersV2State, change: (filters: FilterV2[]) => FilterV2[]): FiltersV2State {
  return state.filters === null ? state : { ...state, filters: change(state.filters) };
}

export function filtersV2Reducer(state: FiltersV2State = initial, action: UnknownAction): FiltersV2State {
  if (fetchFiltersV2.success.match(action)) return { filters: action.payload.filters, settled: true };
  if (fetchFiltersV2.fail.match(action)) return state.settled ? state : { ...state, settled: true };
  if (saveFilter.success.match(action)) {
    const { filter } = action.payload;
    if (filter === null) return state;
    return withFilters(state, (filters) => (filters.some((known) => known.id === filter.id) ? filters.map((known) => (known.id === filter.id ? filter : known)) : [...filters, filter]));
  }
  if (deleteFilter.success.match(action)) return withFilters(state, (filters) => filters.filter((known) => known.id !== action.payload.id));
  return state;
}
