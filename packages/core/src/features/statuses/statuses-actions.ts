import { createAsyncActions } from '../../store/actions';

/** GET /api/v1/statuses/:id, cache first (SPEC §4). Its failure shows no alert (SPEC §8). */
export const fetchStatus = createAsyncActions<{ id: string }, { id: string; source: 'cache' | 'server' }>('statuses/FETCH');
