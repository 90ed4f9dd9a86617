import type { Tag } from '@trumpet/api-client';
import { createSelector } from 'reselect';
import type { RootState } from '../../store/root-reducer';
import { tagKey } from './tags-state';

/** The hashtag as last loaded; undefined until then. */
export const selectTag = (state: RootState, name: string): Tag | undefined => state.tags.byName[tagKey(name)];

/** The followed hashtags, the last followed here first, then in the server's order. */
export const selectFollowedTags = createSelector([(state: RootState) => state.tags.byName, (state: RootState) => state.tags.followed.names], (byName, names): Tag[] =>
  names.flatMap((name) => {
    const tag = byName[name];
    return tag ? [tag] : [];
  }),
);

/** Whether the followed hashtags are loading, have loaded once, and have a next page. */
export const selectFollowedTagsStatus = createSelector(
  [(state: RootState) => state.tags.followed.isLoading, (state: RootState) => state.tags.followed.loaded, (state: RootState) => state.tags.followed.next],
  (isLoading, loaded, next) => ({ isLoading, loaded, hasMore: next !== null }),
);
