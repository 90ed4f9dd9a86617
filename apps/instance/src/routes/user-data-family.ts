import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { bookmarkRoutes } from './bookmarks';
import { conversationRoutes } from './conversations';
import { customEmojiRoutes } from './custom-emojis';
import { favouriteRoutes } from './favourites';
import { filterRoutes } from './filters';
import { listRoutes } from './lists';
import { notificationRoutes } from './notifications';
import { pollRoutes } from './polls';
import { pushSubscriptionRoutes } from './push-subscriptions';
import { reportRoutes } from './reports';
import { searchRoutes } from './search';
import { webSettingsRoutes } from './web-settings';

/**
 * What belongs to the signed-in user beyond accounts and statuses: notifications, conversations,
 * lists, filters, polls, reports, favourites and bookmarks, custom emojis, search, web settings
 * and push subscriptions.
 */
export function userDataFamilyRoutes(app: FastifyInstance, instance: Instance): void {
  for (const register of [
    notificationRoutes,
    conversationRoutes,
    listRoutes,
    filterRoutes,
    pollRoutes,
    reportRoutes,
    favouriteRoutes,
    bookmarkRoutes,
    customEmojiRoutes,
    searchRoutes,
    webSettingsRoutes,
    pushSubscriptionRoutes,
  ]) {
    register(app, instance);
  }
}
