import { call, debounce, put, select, takeEvery } from 'typed-redux-saga';
import type { PayloadAction } from '../../store/actions';
import { services } from '../../store/context';
import { toStoredError } from '../../store/errors';
import type { RootState } from '../../store/root-reducer';
import { columnUuid } from './column-uuid';
import {
  addColumn,
  columnAdded,
  columnMoved,
  columnParamsChanged,
  columnRemoved,
  emojiUsed,
  saveSettings,
  settingChanged,
} from './settings-actions';
import type { SettingObject, SettingsData, SettingsState } from './settings-state';

/** SPEC §9: settings are saved 5000 ms after the last change. */
export const SETTINGS_SAVE_DEBOUNCE_MS = 5000;

const CHANGES = [settingChanged.type, columnAdded.type, columnRemoved.type, columnMoved.type, columnParamsChanged.type, emojiUsed.type];

const selectSettingsState = (state: RootState): SettingsState => state.settings;

export function* addColumnSaga(action: PayloadAction<{ id: string; params: SettingObject }>) {
  const { random } = yield* services();
  yield* put(columnAdded({ uuid: columnUuid(random), ...action.payload }));
}

/** Mastodon's actions/settings.js saveSettings: nothing when already saved; the blob without `saved`. */
export function* saveSettingsSaga() {
  const settings = yield* select(selectSettingsState);
  if (settings.saved) return;
  const { saved: _saved, ...data }: SettingsState = settings;
  const sent: SettingsData = data;
  const { api } = yield* services();
  yield* put(saveSettings.request(sent));
  try {
    yield* call([api.webSettings, api.webSettings.save], sent);
    yield* put(saveSettings.success(sent));
  } catch (error) {
    yield* put(saveSettings.fail({ request: sent, error: toStoredError(error), skipAlert: false }));
  }
}

export function* settingsSaga() {
  yield* takeEvery(addColumn.type, addColumnSaga);
  yield* debounce(SETTINGS_SAVE_DEBOUNCE_MS, CHANGES, saveSettingsSaga);
}
