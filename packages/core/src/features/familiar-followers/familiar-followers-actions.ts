import { createAsyncActions } from '../../store/actions';

/** GET /api/v1/accounts/familiar_followers?id[]=: the accounts the user follows that follow `id`. */
export const fetchFamiliarFollowers = createAsyncActions<{ id: string }, { id: string; accountIds: string[] }>('familiar_followers/FETCH');
