export { NotificationItem, type NotificationItemProps, type NotificationItemData } from './NotificationItem';
export { NotificationFilterBar, type NotificationFilterBarProps, type NotificationFilter } from './NotificationFilterBar';
export { NotificationGroupItem, GROUP_AVATARS, type NotificationGroupItemProps, type NotificationGroupData } from './NotificationGroupItem';
export { FilteredNotificationsRow, type FilteredNotificationsRowProps } from './FilteredNotificationsRow';
export { NotificationRequestList, type NotificationRequestData, type NotificationRequestListProps } from './NotificationRequestList';
export { NotificationPolicySettings, type NotificationPolicyChoice, type NotificationPolicyKey, type NotificationPolicySettingsProps } from './NotificationPolicySettings';
