import type { FeaturedTag } from '@trumpet/api-client';

/** An account's featured hashtags, as loaded. */
export interface FeaturedTagsOf {
  items: FeaturedTag[];
  isLoading: boolean;
  loaded: boolean;
}

/** By account id. */
export type FeaturedTagsState = Record<string, FeaturedTagsOf>;

export const initialFeaturedTags: FeaturedTagsState = {};
