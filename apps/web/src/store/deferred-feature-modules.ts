import { scheduledStatusesFeature, familiarFollowersFeature, notificationRequestsFeature, directoryFeature, statusHistoryFeature, featuredTagsFeature, listsFeature, reportsFeature, searchFeature, suggestionsFeature, tagsFeature, trendsFeature, type CoreFeature } from '@trumpet/core';

/** Core's deferred features, in a chunk of their own: reports, lists, search and discovery are not needed for home. */
export const deferredFeatures: readonly CoreFeature[] = [reportsFeature, listsFeature, searchFeature, trendsFeature, suggestionsFeature, tagsFeature, featuredTagsFeature, directoryFeature, statusHistoryFeature, notificationRequestsFeature, familiarFollowersFeature, scheduledStatusesFeature];
