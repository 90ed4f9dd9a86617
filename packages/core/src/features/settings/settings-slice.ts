import { produce } from 'immer';
import type { UnknownAction } from 'redux';
import {
  columnAdded,
  columnMoved,
  columnParamsChanged,
  columnRemoved,
  emojiUsed,
  saveSettings,
  settingChanged,
  settingsHydrated,
} from './settings-actions';
import { hydrateSettings, isSafeKey } from './settings-hydrate';
import { initialSettings, type Column, type SettingValue, type SettingsState } from './settings-state';

type Container = Record<string, unknown>;
const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Sets `value` at `path` inside `target`, creating objects on the way (Immutable's setIn); false if the path is unusable. */
function setIn(target: Container, path: readonly string[], value: SettingValue): boolean {
  const last = path[path.length - 1];
  if (last === undefined || !path.every(isSafeKey)) return false;
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = Object.hasOwn(node, key) ? node[key] : undefined;
    // Lists (the columns) change through their own actions; nothing has been created before one is met.
    if (Array.isArray(next)) return false;
    if (!isContainer(next)) node[key] = {};
    node = node[key] as Container;
  }
  node[last] = value;
  return true;
}

const columnIndex = (columns: Column[], uuid: string): number => columns.findIndex((column) => column.uuid === uuid);

// Mastodon's app/javascript/mastodon/reducers/settings.js: every change leaves `saved` false until the PUT succeeds.
export function settingsReducer(state: SettingsState = initialSettings, action: UnknownAction): SettingsState {
  if (settingsHydrated.match(action)) return hydrateSettings(state, action.payload);
  return produce(state, (draft) => {
    // The plain type: immer's Draft of the recursive SettingValue is too deep for the compiler.
    const columns = draft.columns as unknown as Column[];
    if (settingChanged.match(action)) {
      const { path, value } = action.payload;
      if (path[0] === 'saved' || !setIn(draft as unknown as Container, path, value)) return;
      draft.saved = false;
    } else if (columnAdded.match(action)) {
      const { uuid, id, params } = action.payload;
      if (columnIndex(columns, uuid) !== -1) return;
      columns.push({ uuid, id, params });
      draft.saved = false;
    } else if (columnRemoved.match(action)) {
      const index = columnIndex(columns, action.payload.uuid);
      if (index === -1) return;
      columns.splice(index, 1);
      draft.saved = false;
    } else if (columnMoved.match(action)) {
      const index = columnIndex(columns, action.payload.uuid);
      const target = index + action.payload.direction;
      if (index === -1 || target < 0 || target >= columns.length) return;
      const [column] = columns.splice(index, 1);
      if (column) columns.splice(target, 0, column);
      draft.saved = false;
    } else if (columnParamsChanged.match(action)) {
      const column = columns[columnIndex(columns, action.payload.uuid)];
      if (!column || !setIn(column.params, action.payload.path, action.payload.value)) return;
      draft.saved = false;
    } else if (emojiUsed.match(action)) {
      const { id } = action.payload;
      if (!isSafeKey(id)) return;
      draft.frequentlyUsedEmojis[id] = (Object.hasOwn(draft.frequentlyUsedEmojis, id) ? (draft.frequentlyUsedEmojis[id] ?? 0) : 0) + 1;
      draft.saved = false;
    } else if (saveSettings.success.match(action)) {
      // Saved only if nothing changed while the PUT was on its way (immer keeps unchanged parts identical).
      const sent = action.payload;
      draft.saved = (Object.keys(sent) as (keyof typeof sent)[]).every((key) => state[key] === sent[key]);
    }
  });
}
