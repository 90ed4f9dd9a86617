export { Column, scrollColumnToTop, type ColumnProps } from './Column';
export { ColumnHeader, type ColumnHeaderProps } from './ColumnHeader';
export { SettingToggle, type SettingToggleProps } from './SettingToggle';
export {
  SettingsSection,
  CommunitySettings,
  HomeSettings,
  NotificationSettings,
  type CommunitySettingsProps,
  type HomeSettingsProps,
  type NotificationSettingsProps,
  type NotificationSettingKind,
  type NotificationSettingGroup,
} from './ColumnSettings';
export { HashtagSettings, type HashtagSettingsProps } from './HashtagSettings';
export { OfflineNotice, PostWaitingNotice, type OfflineNoticeProps } from './OfflineNotice';
