import { createAsyncActions } from '../../store/actions';

/** GET /api/v1/polls/:id (the poll view's 'Refresh' link, SPEC §2 Poll view). */
export const fetchPoll = createAsyncActions<{ id: string }, { id: string }>('polls/FETCH');
/** POST /api/v1/polls/:id/votes with the chosen option indexes. */
export const votePoll = createAsyncActions<{ id: string; choices: number[] }, { id: string }>('polls/VOTE');
