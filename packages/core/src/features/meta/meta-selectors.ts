import type { RootState } from '../../store/root-reducer';

/**
 * Whether animated media (gifv attachments) play by themselves: the user's auto_play_gif, unless they
 * asked for reduced motion (reduce_motion). Otherwise they play while hovered or focused, as in Mastodon.
 */
export const selectAutoPlayGif = (state: RootState): boolean => state.meta.auto_play_gif && !state.meta.reduce_motion;
