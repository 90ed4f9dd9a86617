import type { RootState } from '../../store/root-reducer';

const NONE: readonly string[] = [];

/** The ids above a status in its thread, oldest first. */
export const selectAncestorIds = (state: RootState, id: string): readonly string[] => state.contexts.ancestors[id] ?? NONE;
/** The ids below a status in its thread, in the server's (depth-first) order. */
export const selectDescendantIds = (state: RootState, id: string): readonly string[] => state.contexts.descendants[id] ?? NONE;
