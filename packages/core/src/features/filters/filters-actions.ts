import type { Filter } from '@trumpet/api-client';
import { createAsyncActions } from '../../store/actions';

/** GET /api/v1/filters (SPEC §7); a failure shows no alert (SPEC §8). Stored where filtersLoaded puts them. */
export const fetchFilters = createAsyncActions<void, { filters: Filter[] }>('filters/FETCH');
