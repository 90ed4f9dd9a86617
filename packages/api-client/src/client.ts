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

export type RestClientOptions = HttpClientOptions;

/** The Mastodon REST API, one resource per URL family, over one HttpClient. */
export function createRestClient(options: RestClientOptions) {
  const http = new HttpClient(options);
  return {
    http,
    /** The rate-limit figures of the last response that carried any. https://docs.joinmastodon.org/api/rate-limits/ */
    get rateLimit() {
      return http.rateLimit;
    },
    accounts: createAccountsResource(http),
    announcements: createAnnouncementsResource(http),
    blocks: createBlocksResource(http),
    bookmarks: createBookmarksResource(http),
    conversations: createConversationsResource(http),
    customEmojis: createCustomEmojisResource(http),
    directory: createDirectoryResource(http),
    domainBlocks: createDomainBlocksResource(http),
    emails: createEmailsResource(http),
    endorsements: createEndorsementsResource(http),
    favourites: createFavouritesResource(http),
    featuredTags: createFeaturedTagsResource(http),
    filters: createFiltersResource(http),
    filtersV2: createFiltersV2Resource(http),
    followRequests: createFollowRequestsResource(http),
    followedTags: createFollowedTagsResource(http),
    groupedNotifications: createGroupedNotificationsResource(http),
    instance: createInstanceResource(http),
    lists: createListsResource(http),
    markers: createMarkersResource(http),
    media: createMediaResource(http),
    mutes: createMutesResource(http),
    notificationRequests: createNotificationRequestsResource(http),
    notifications: createNotificationsResource(http),
    oauth: createOAuthResource(http),
    polls: createPollsResource(http),
    preferences: createPreferencesResource(http),
    profile: createProfileResource(http),
    pushSubscriptions: createPushSubscriptionsResource(http),
    reports: createReportsResource(http),
    scheduledStatuses: createScheduledStatusesResource(http),
    search: createSearchResource(http),
    statuses: createStatusesResource(http),
    suggestions: createSuggestionsResource(http),
    tags: createTagsResource(http),
    timelines: createTimelinesResource(http),
    trends: createTrendsResource(http),
    webSettings: createWebSettingsResource(http),
  };
}

export type RestClient = ReturnType<typeof createRestClient>;
