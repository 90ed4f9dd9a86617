import type { MetaState, RootState } from '@trumpet/core';

// The session's meta is a plain slice (not an entity table): read whole.
export const selectMeta = (state: RootState): MetaState => state.meta;
export const selectMe = (state: RootState): string | null => state.meta.me;
