import {
  initialSettings,
  LAYOUT_PREFERENCES,
  NOTIFICATION_SETTING_TYPES,
  type Column,
  type SettingObject,
  type SettingValue,
  type SettingsState,
} from './settings-state';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON value, or undefined for anything JSON cannot carry. */
function toSettingValue(value: unknown): SettingValue | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) return value.map(toSettingValue).filter((item): item is SettingValue => item !== undefined);
  if (isObject(value)) return toSettingObject(value);
  return undefined;
}

function toSettingObject(value: Record<string, unknown>): SettingObject {
  const out: SettingObject = {};
  for (const [key, item] of Object.entries(value)) {
    const converted = toSettingValue(item);
    if (converted !== undefined && isSafeKey(key)) out[key] = converted;
  }
  return out;
}

/** Keys that would reach an object's prototype instead of its own data. */
export const isSafeKey = (key: string): boolean => key !== '__proto__' && key !== 'constructor' && key !== 'prototype';

/**
 * The defaults with every saved value of the same kind laid over them, key by key (Mastodon's
 * `mergeDeep`); a saved value of the wrong kind keeps the default, keys the defaults lack are dropped.
 */
function mergeKnown<T>(defaults: T, saved: unknown): T {
  if (isObject(defaults)) {
    if (!isObject(saved)) return defaults;
    const out: Record<string, unknown> = { ...defaults };
    for (const key of Object.keys(defaults)) {
      if (Object.hasOwn(saved, key)) out[key] = mergeKnown(defaults[key], saved[key]);
    }
    return out as T;
  }
  return typeof saved === typeof defaults && !Array.isArray(saved) && saved !== null ? (saved as T) : defaults;
}

function toColumn(value: unknown): Column | null {
  if (!isObject(value) || typeof value.id !== 'string' || typeof value.uuid !== 'string') return null;
  return { uuid: value.uuid, id: value.id, params: isObject(value.params) ? toSettingObject(value.params) : {} };
}

function toCounts(value: unknown): Record<string, number> {
  const counts: Record<string, number> = {};
  if (!isObject(value)) return counts;
  for (const [id, count] of Object.entries(value)) {
    if (typeof count === 'number' && Number.isFinite(count) && count > 0 && isSafeKey(id)) counts[id] = count;
  }
  return counts;
}

const QUICK_FILTERS: readonly string[] = ['all', ...NOTIFICATION_SETTING_TYPES];
const LAYOUTS: readonly string[] = LAYOUT_PREFERENCES;

/** Settings from the page (or any JSON) over the current ones; columns stay as they are when none were saved. */
export function hydrateSettings(state: SettingsState, saved: unknown): SettingsState {
  if (!isObject(saved)) return state;
  const { columns, frequentlyUsedEmojis, ...rest } = mergeKnown(state, saved);
  const quickFilter = rest.notifications.quickFilter;
  return {
    ...rest,
    layout: LAYOUTS.includes(rest.layout) ? rest.layout : 'auto',
    notifications: {
      ...rest.notifications,
      quickFilter: QUICK_FILTERS.includes(quickFilter.active) ? quickFilter : { ...quickFilter, active: 'all' },
    },
    columns: Array.isArray(saved.columns) ? saved.columns.map(toColumn).filter((column): column is Column => column !== null) : columns,
    frequentlyUsedEmojis: Object.hasOwn(saved, 'frequentlyUsedEmojis') ? toCounts(saved.frequentlyUsedEmojis) : frequentlyUsedEmojis,
    saved: state.saved,
  };
}


/**
 * The 'Desktop notifications' switches of an account's saved settings (its initial state's `settings`),
 * as the store would hydrate them: Web Push of an account that is not the one in use follows these.
 */
export const savedNotificationAlerts = (saved: unknown): SettingsState['notifications']['alerts'] => hydrateSettings(initialSettings, saved).notifications.alerts;
