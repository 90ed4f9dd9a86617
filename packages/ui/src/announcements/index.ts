export { AnnouncementsPanel, type AnnouncementsPanelProps } from './AnnouncementsPanel';
