import { HttpClient, type HttpClientOptions } from './http/http-client';
import { createOAuthResource } from './oauth/oauth';
import { createAccountsResource } from './rest/accounts';
import { createAnnouncementsResource } from './rest/announcements';
import { createBlocksResource } from './rest/blocks';
import { createBookmarksResource } from './rest/bookmarks';
import { createConversationsResource } from './rest/conversations';
import { createCustomEmojisResource } from './rest/custom-emojis';
import { createDirectoryResource } from './rest/directory';
import { createDomainBlocksResource } from './rest/domain-blocks';
import { createEmailsResource } from './rest/emails';
import { createEndorsementsResource } from './rest/endorsements';
import { createFavouritesResource } from './rest/favourites';
import { createFeaturedTagsResource } from './rest/featured-tags';
import { createFiltersResource } from './rest/filters';
import { createFiltersV2Resource } from './rest/filters-v2';
import { createFollowRequestsResource } from './rest/follow-requests';
import { createFollowedTagsResource } from './rest/followed-tags';
import { createGroupedNotificationsResource } from './rest/grouped-notifications';
import { createInstanceResource } from './rest/instance';
import { createListsResource } from './rest/lists';
import { createMarkersResource } from './rest/markers';
import { createMediaResource } from './rest/media';
import { createMutesResource } from './rest/mutes';
import { createNotificationsResource } from './rest/notifications';
import { createNotificationRequestsResource } from './rest/notification-requests';
import { createPollsResource } from './rest/polls';
import { createPreferencesResource } from './rest/preferences';
import { createProfileResource } from './rest/profile';
import { createPushSubscriptionsResource } from './rest/push-subscriptions';
import { createReportsResource } from './rest/reports';
import { createScheduledStatusesResource } from './rest/scheduled-statuses';
import { createSearchResource } from './rest/search';
import { createStatusesResource } from './rest/statuses';
import { createSuggestionsResource } from './rest/suggestions';
import { createTagsResource } from './rest/tags';
import { createTimelinesResource } from './rest/timelines';
import { createTrendsResource } from './rest/trends';
import { createWebSettingsResource } from './rest/web-settings';
import { resourceOf } from './resource-of';

export type RestClientOptions = HttpClientOptions;

/**
 * The Mastodon REST API, one resource per URL family, over one HttpClient. Each resource is the one
 * `resourceOf(client.http, createXResource)` answers, so code holding only the HttpClient shares it.
 */
export function createRestClient(options: RestClientOptions) {
  const http = new HttpClient(options);
  return {
    http,
    /** The rate-limit figures of the last response that carried any. https://docs.joinmastodon.org/api/rate-limits/ */
    get rateLimit() {
      return http.rateLimit;
    },
    accounts: resourceOf(http, createAccountsResource),
    announcements: resourceOf(http, createAnnouncementsResource),
    blocks: resourceOf(http, createBlocksResource),
    bookmarks: resourceOf(http, createBookmarksResource),
    conversations: resourceOf(http, createConversationsResource),
    customEmojis: resourceOf(http, createCustomEmojisResource),
    directory: resourceOf(http, createDirectoryResource),
    domainBlocks: resourceOf(http, createDomainBlocksResource),
    emails: resourceOf(http, createEmailsResource),
    endorsements: resourceOf(http, createEndorsementsResource),
    favourites: resourceOf(http, createFavouritesResource),
    featuredTags: resourceOf(http, createFeaturedTagsResource),
    filters: resourceOf(http, createFiltersResource),
    filtersV2: resourceOf(http, createFiltersV2Resource),
    followRequests: resourceOf(http, createFollowRequestsResource),
    followedTags: resourceOf(http, createFollowedTagsResource),
    groupedNotifications: resourceOf(http, createGroupedNotificationsResource),
    instance: resourceOf(http, createInstanceResource),
    lists: resourceOf(http, createListsResource),
    markers: resourceOf(http, createMarkersResource),
    media: resourceOf(http, createMediaResource),
    mutes: resourceOf(http, createMutesResource),
    notificationRequests: resourceOf(http, createNotificationRequestsResource),
    notifications: resourceOf(http, createNotificationsResource),
    oauth: resourceOf(http, createOAuthResource),
    polls: resourceOf(http, createPollsResource),
    preferences: resourceOf(http, createPreferencesResource),
    profile: resourceOf(http, createProfileResource),
    pushSubscriptions: resourceOf(http, createPushSubscriptionsResource),
    reports: resourceOf(http, createReportsResource),
    scheduledStatuses: resourceOf(http, createScheduledStatusesResource),
    search: resourceOf(http, createSearchResource),
    statuses: resourceOf(http, createStatusesResource),
    suggestions: resourceOf(http, createSuggestionsResource),
    tags: resourceOf(http, createTagsResource),
    timelines: resourceOf(http, createTimelinesResource),
    trends: resourceOf(http, createTrendsResource),
    webSettings: resourceOf(http, createWebSettingsResource),
  };
}

export type RestClient = ReturnType<typeof createRestClient>;
