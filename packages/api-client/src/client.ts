import { HttpClient, type HttpClientOptions } from './http/http-client';
import { createOAuthResource } from './oauth/oauth';
import { createAccountsResource } from './rest/accounts';
import { createBlocksResource } from './rest/blocks';
import { createConversationsResource } from './rest/conversations';
import { createCustomEmojisResource } from './rest/custom-emojis';
import { createDomainBlocksResource } from './rest/domain-blocks';
import { createFavouritesResource } from './rest/favourites';
import { createFiltersResource } from './rest/filters';
import { createFollowRequestsResource } from './rest/follow-requests';
import { createInstanceResource } from './rest/instance';
import { createListsResource } from './rest/lists';
import { createMediaResource } from './rest/media';
import { createMutesResource } from './rest/mutes';
import { createNotificationsResource } from './rest/notifications';
import { createPollsResource } from './rest/polls';
import { createPushSubscriptionsResource } from './rest/push-subscriptions';
import { createReportsResource } from './rest/reports';
import { createSearchResource } from './rest/search';
import { createStatusesResource } from './rest/statuses';
import { createSuggestionsResource } from './rest/suggestions';
import { createTimelinesResource } from './rest/timelines';
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
    blocks: createBlocksResource(http),
    conversations: createConversationsResource(http),
    customEmojis: createCustomEmojisResource(http),
    domainBlocks: createDomainBlocksResource(http),
    favourites: createFavouritesResource(http),
    filters: createFiltersResource(http),
    followRequests: createFollowRequestsResource(http),
    instance: createInstanceResource(http),
    lists: createListsResource(http),
    media: createMediaResource(http),
    mutes: createMutesResource(http),
    notifications: createNotificationsResource(http),
    oauth: createOAuthResource(http),
    polls: createPollsResource(http),
    pushSubscriptions: createPushSubscriptionsResource(http),
    reports: createReportsResource(http),
    search: createSearchResource(http),
    statuses: createStatusesResource(http),
    suggestions: createSuggestionsResource(http),
    timelines: createTimelinesResource(http),
    webSettings: createWebSettingsResource(http),
  };
}

export type RestClient = ReturnType<typeof createRestClient>;
