import type { FeaturedTag } from '@trumpet/api-client';
import type { RootState } from '../../store/root-reducer';

const none: readonly FeaturedTag[] = [];

/** The account's featured hashtags as loaded (none until then). */
export const selectFeaturedTags = (state: RootState, accountId: string): readonly FeaturedTag[] => state.featuredTags[accountId]?.items ?? none;
