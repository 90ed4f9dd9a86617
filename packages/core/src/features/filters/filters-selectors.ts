import type { StatusRecord } from '../../importer/records';
import { getEntity } from '../../store/entity-table';
import type { RootState } from '../../store/root-reducer';
import type { FilterContext } from '../../text/filter-regex';
import { SHOW, statusFilterVerdict, type StatusFilterVerdict } from './status-filter';

interface Cached {
  v1: RootState['filters'];
  v2: RootState['filtersV2']['filters'];
  verdict: StatusFilterVerdict;
}

// Per shown status record and context, until the record or the filters change, so a feed re-renders
// only for what changed. Expiry is checked when the verdict is worked out.
const cache = new WeakMap<StatusRecord, Map<FilterContext, Cached>>();

/**
 * `selectStatusFilter(state, id, context)`: what the viewer's filters make of the status (for a
 * boost, of the boosted one) shown in `context`. Show when it is not loaded.
 */
export function selectStatusFilter(state: RootState, id: string, context: FilterContext): StatusFilterVerdict {
  const record = getEntity(state.statuses, id);
  const shown = record?.reblog ? getEntity(state.statuses, record.reblog) : record;
  if (!shown) return SHOW;
  let byContext = cache.get(shown);
  if (!byContext) {
    byContext = new Map();
    cache.set(shown, byContext);
  }
  const cached = byContext.get(context);
  if (cached && cached.v1 === state.filters && cached.v2 === state.filtersV2.filters) return cached.verdict;
  const verdict = statusFilterVerdict(shown, { v1: state.filters, v2: state.filtersV2.filters }, context, new Date());
  byContext.set(context, { v1: state.filters, v2: state.filtersV2.filters, verdict });
  return verdict;
}

/** The server's v2 filters for the muted-words screen (null where it has none) and whether a fetch has answered. */
export const selectFiltersV2 = (state: RootState): RootState['filtersV2'] => state.filtersV2;

/** The v1 filters, what the muted-words screen lists where the server has no v2 filters. */
export const selectFiltersV1 = (state: RootState): RootState['filters'] => state.filters;
