import { createAsyncActions } from '../../store/actions';

/**
 * GET /api/v1/accounts/:id, local cache first with the moved-to account (SPEC §4 "Account fetch").
 * `source: 'store'` means it was already loaded and nothing was fetched. Failures show no alert (SPEC §8).
 */
export const fetchAccount = createAsyncActions<{ id: string }, { id: string; source: 'store' | 'cache' | 'server' }>(
  'accounts/FETCH',
);
