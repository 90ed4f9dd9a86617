import type { FeaturedTag } from '@trumpet/api-client';
import { createAsyncActions } from '../../store/actions';

/** GET /api/v1/accounts/{id}/featured_tags: the hashtags the account features on its profile. */
export const fetchFeaturedTags = createAsyncActions<{ accountId: string }, { accountId: string; tags: FeaturedTag[] }>('featured_tags/FETCH');
