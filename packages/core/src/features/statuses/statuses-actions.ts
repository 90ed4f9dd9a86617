import { createAsyncActions } from '../../store/actions';

/**
 * GET /api/v1/statuses/:id, from the store, else the local cache, else the server (SPEC §4). Every
 * request settles (the loading bar counts them). Its failure shows no alert (SPEC §8).
 */
export const fetchStatus = createAsyncActions<{ id: string }, { id: string; source: 'store' | 'cache' | 'server' }>('statuses/FETCH');
