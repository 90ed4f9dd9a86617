export { NotificationItem, type NotificationItemProps, type NotificationItemData } from './NotificationItem';
export { NotificationFilterBar, type NotificationFilterBarProps, type NotificationFilter } from './NotificationFilterBar';
export { NotificationGroupItem, GROUP_AVATARS, type NotificationGroupItemProps, type NotificationGroupData } from './NotificationGroupItem';
