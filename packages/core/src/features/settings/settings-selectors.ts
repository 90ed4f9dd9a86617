import { createSelector } from 'reselect';
import type { RootState } from '../../store/root-reducer';
import type { Column, SettingsState } from './settings-state';

export const selectSettings = (state: RootState): SettingsState => state.settings;
export const selectColumns = (state: RootState): Column[] => state.settings.columns;
export const selectHomeShows = (state: RootState): SettingsState['home']['shows'] => state.settings.home.shows;
export const selectNotificationQuickFilter = (state: RootState): SettingsState['notifications']['quickFilter'] =>
  state.settings.notifications.quickFilter;

/** SPEC §9: the frequent list holds 16 (8 per line, 2 lines). */
export const FREQUENT_EMOJI_COUNT = 16;

/** SPEC §9: what fills the frequent list while fewer than 16 emoji have been used (Mastodon's emoji_picker_dropdown). */
export const FREQUENT_EMOJI_FALLBACKS: readonly string[] = [
  '+1', 'grinning', 'kissing_heart', 'heart_eyes', 'laughing', 'stuck_out_tongue_winking_eye', 'sweat_smile', 'joy',
  'yum', 'disappointed', 'thinking_face', 'weary', 'sob', 'sunglasses', 'heart', 'ok_hand',
];

/** The 16 most used emoji ids, most used first (ties: the later used first, as Mastodon), topped up with the fallbacks. */
export const selectFrequentlyUsedEmojis = createSelector([(state: RootState) => state.settings.frequentlyUsedEmojis], (counts): string[] => {
  const used = Object.keys(counts)
    .reverse()
    .sort((a, b) => (counts[b] ?? 0) - (counts[a] ?? 0))
    .slice(0, FREQUENT_EMOJI_COUNT);
  const fallbacks = FREQUENT_EMOJI_FALLBACKS.filter((id) => !used.includes(id));
  return [...used, ...fallbacks].slice(0, FREQUENT_EMOJI_COUNT);
});
