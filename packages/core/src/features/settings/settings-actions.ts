import { createAction, createAsyncActions } from '../../store/actions';
import type { SettingObject, SettingValue, SettingsData } from './settings-state';

/** Sets one setting by its path, e.g. `['home', 'shows', 'reblog']` (Mastodon's changeSetting). */
export const settingChanged = createAction<{ path: readonly string[]; value: SettingValue }>('settings/CHANGED');

/** Asks for a column; a saga gives it a new uuid and dispatches `columnAdded`. */
export const addColumn = createAction<{ id: string; params: SettingObject }>('settings/ADD_COLUMN');
export const columnAdded = createAction<{ uuid: string; id: string; params: SettingObject }>('settings/COLUMN_ADDED');
export const columnRemoved = createAction<{ uuid: string }>('settings/COLUMN_REMOVED');
export const columnMoved = createAction<{ uuid: string; direction: -1 | 1 }>('settings/COLUMN_MOVED');
export const columnParamsChanged = createAction<{ uuid: string; path: readonly string[]; value: SettingValue }>(
  'settings/COLUMN_PARAMS_CHANGED',
);

/** An emoji was picked: its use count rises by one (SPEC §4 Settings). */
export const emojiUsed = createAction<{ id: string }>('settings/EMOJI_USED');

/** The page's saved settings (the initial state's `settings`), merged over the defaults. */
export const settingsHydrated = createAction<unknown>('settings/HYDRATED');

/** `PUT /api/web/settings`, debounced 5000 ms after the last change (SPEC §7, §9). */
export const saveSettings = createAsyncActions<SettingsData, SettingsData>('settings/SAVE');

/** The settings match what the server has. */
export const settingsSaved = saveSettings.success;
