import type { RootState } from '../../store/root-reducer';
import { LAYOUT_PREFERENCES, type LayoutPreference } from './settings-state';

/** SPEC §2, §9: the phone layout (tab bar, one screen) applies at 630 px or less, whatever the preference. */
export const MOBILE_MAX_WIDTH = 630;

/**
 * Without a choice, several columns from this width: the composer with the navigation beside three
 * columns (home, notifications and the one just opened) of at least 300 px each. Narrower, a
 * fourth column would push home or notifications out of sight, so one centred column reads better.
 */
export const MULTI_COLUMN_MIN_WIDTH = 1280;

export type Layout = 'mobile' | 'multi_column' | 'single_column';

const PREFERENCES: readonly string[] = LAYOUT_PREFERENCES;
const isLayoutPreference = (value: string): value is LayoutPreference => PREFERENCES.includes(value);

/** The saved layout preference; anything unknown (a value set by another client) counts as never chosen. */
export const selectLayoutPreference = (state: RootState): LayoutPreference => {
  const { layout } = state.settings;
  return isLayoutPreference(layout) ? layout : 'auto';
};

/** The layout a window `width` CSS px wide shows with `preference`. */
export function layoutFor(preference: LayoutPreference, width: number): Layout {
  if (width <= MOBILE_MAX_WIDTH) return 'mobile';
  if (preference === 'auto') return width >= MULTI_COLUMN_MIN_WIDTH ? 'multi_column' : 'single_column';
  return preference;
}
