import { composeFeature } from '../features/compose/compose-feature';
import { listsFeature } from '../features/lists/lists-feature';
import { reportsFeature } from '../features/reports/reports-feature';
import { trendsFeature } from '../features/trends/trends-feature';
import { suggestionsFeature } from '../features/suggestions/suggestions-feature';
import { tagsFeature } from '../features/tags/tags-feature';
import { featuredTagsFeature } from '../features/featured-tags/featured-tags-feature';
import { directoryFeature } from '../features/directory/directory-feature';
import { searchFeature } from '../features/search/search-feature';
import { statusHistoryFeature } from '../features/status-history/status-history-feature';
import { announcementsFeature } from '../features/announcements/announcements-feature';
import { translationsFeature } from '../features/translations/translations-feature';
import { scheduledStatusesFeature } from '../features/scheduled-statuses/scheduled-statuses-feature';
import { notificationRequestsFeature } from '../features/notification-requests/notification-requests-feature';
import { familiarFollowersFeature } from '../features/familiar-followers/familiar-followers-feature';
import { quotesFeature } from '../features/quotes/quotes-feature';
import { createCoreStore, type CreateTrumpetStoreOptions, type TrumpetStore } from './create-core-store';
import type { CoreFeature } from './feature';

export type { CreateTrumpetStoreOptions, TrumpetStore } from './create-core-store';

/** The features a store can add after start. */
export const DEFERRED_FEATURES: readonly CoreFeature[] = [composeFeature, reportsFeature, listsFeature, searchFeature, trendsFeature, suggestionsFeature, tagsFeature, featuredTagsFeature, directoryFeature, statusHistoryFeature, notificationRequestsFeature, familiarFollowersFeature, quotesFeature, scheduledStatusesFeature, announcementsFeature, translationsFeature];

/** A ready store with every feature (see createCoreStore to add composing, reports and lists later). */
export function createTrumpetStore(options: CreateTrumpetStoreOptions): TrumpetStore {
  return createCoreStore({ ...options, features: DEFERRED_FEATURES });
}
