import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { announcementsRoutes } from './announcements';
import { bookmarkRoutes } from './bookmarks';
import { conversationRoutes } from './conversations';
import { customEmojiRoutes } from './custom-emojis';
import { favouriteRoutes } from './favourites';
import { filterRoutes } from './filters';
import { filtersV2Routes } from './filters-v2';
import { listRoutes } from './lists';
import { markerRoutes } from './markers';
import { groupedNotificationRoutes } from './grouped-notifications';
import { notificationPolicyRoutes } from './notification-policy';
import { notificationRequestRoutes } from './notification-requests';
import { notificationRoutes } from './notifications';
import { pollRoutes } from './polls';
import { apiPreferencesRoutes } from './preferences';
import { pushSubscriptionRoutes } from './push-subscriptions';
import { reportRoutes } from './reports';
import { searchRoutes } from './search';
import { webSettingsRoutes } from './web-settings';

/**
 * What belongs to the signed-in user beyond accounts and statuses: notifications, conversations,
 * lists, filters, polls, reports, favourites and bookmarks, custom emojis, search, web settings
 * push subscriptions, announcements and the account's preferences.
 */
export function userDataFamilyRoutes(app: FastifyInstance, instance: Instance): void {
  for (const register of [
    notificationRoutes,
    groupedNotificationRoutes,
    notificationRequestRoutes,
    notificationPolicyRoutes,
    conversationRoutes,
    listRoutes,
    filterRoutes,
    filtersV2Routes,
    markerRoutes,
    pollRoutes,
    reportRoutes,
    favouriteRoutes,
    bookmarkRoutes,
    customEmojiRoutes,
    searchRoutes,
    webSettingsRoutes,
    pushSubscriptionRoutes,
    announcementsRoutes,
    apiPreferencesRoutes,
  ]) {
    register(app, instance);
  }
}
