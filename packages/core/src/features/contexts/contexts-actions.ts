import { createAsyncActions } from '../../store/actions';

/** GET /api/v1/statuses/:id/context: the thread around a status, as ids in the server's order. */
export const fetchContext = createAsyncActions<{ id: string }, { id: string; ancestors: string[]; descendants: string[] }>('contexts/FETCH');
