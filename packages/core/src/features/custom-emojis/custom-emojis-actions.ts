import type { CustomEmoji } from '@trumpet/api-client';
import { createAsyncActions } from '../../store/actions';

/** GET /api/v1/custom_emojis (SPEC §7, silent: a failure shows no alert). */
export const fetchCustomEmojis = createAsyncActions<void, { emojis: CustomEmoji[] }>('custom-emojis/FETCH');
