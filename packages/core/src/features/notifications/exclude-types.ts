import { NotificationType } from '@trumpet/api-client';
import type { SettingsState, NotificationSettingType } from '../settings/settings-state';
import { NOTIFICATION_SETTING_TYPES } from '../settings/settings-state';

type KnownType = (typeof NotificationType)[number];

/**
 * The `exclude_types` for GET /api/v1/notifications, as Mastodon's expandNotifications
 * (app/javascript/mastodon/actions/notifications.js, excludeTypesFromSettings / excludeTypesFromFilter):
 * with the quick filter on one type, every other type the server knows (as Mastodon's later allTypes,
 * so follow requests and new-status notifications stay out too); on 'all', the types the column
 * does not show.
 */
export function excludeTypes(settings: SettingsState['notifications']): KnownType[] {
  const { active } = settings.quickFilter;
  if (active !== 'all') return NotificationType.filter((type) => type !== active);
  return NOTIFICATION_SETTING_TYPES.filter((type) => !settings.shows[type]);
}

/** Whether the column shows a type (Mastodon's updateNotifications `showInColumn`); types without a setting show. */
export function showsInColumn(settings: SettingsState['notifications'], type: string): boolean {
  const { active } = settings.quickFilter;
  if (active !== 'all') return active === type;
  return !isSettingType(type) || settings.shows[type];
}

export const isSettingType = (type: string): type is NotificationSettingType =>
  (NOTIFICATION_SETTING_TYPES as readonly string[]).includes(type);
