import type { Filter } from '@trumpet/api-client';
import type { UnknownAction } from 'redux';
import { fetchFilters } from '../filters/filters-actions';
import { filtersLoaded } from './notifications-actions';

export type FiltersState = Filter[];

export function filtersReducer(state: FiltersState = [], action: UnknownAction): FiltersState {
  return filtersLoaded.match(action) || fetchFilters.success.match(action) ? action.payload.filters : state;
}
