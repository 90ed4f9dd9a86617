import {
  createAccountsResource,
  createBlocksResource,
  createBookmarksResource,
  createConversationsResource,
  createCustomEmojisResource,
  createDomainBlocksResource,
  createFavouritesResource,
  createFiltersResource,
  createFiltersV2Resource,
  createFollowRequestsResource,
  createGroupedNotificationsResource,
  createInstanceResource,
  createMarkersResource,
  createMutesResource,
  createNotificationsResource,
  createPollsResource,
  createStatusesResource,
  createTimelinesResource,
  createWebSettingsResource,
  HttpClient,
  resourceOf,
  type RestClient,
  type RestClientOptions,
} from '@trumpet/api-client';

/**
 * The REST resources the store's eager features call (root-saga.ts), and the HttpClient under them.
 * Deferred features (lists, reports, search, compose, …) take theirs with `resource(createXResource)`
 * (store/resource.ts), so an app that builds only this keeps their code and schemas out of its first
 * load. A full `createRestClient()` client is one too.
 */
export type CoreApi = Pick<
  RestClient,
  | 'http'
  | 'accounts'
  | 'blocks'
  | 'bookmarks'
  | 'conversations'
  | 'customEmojis'
  | 'domainBlocks'
  | 'favourites'
  | 'filters'
  | 'filtersV2'
  | 'followRequests'
  | 'groupedNotifications'
  | 'instance'
  | 'markers'
  | 'mutes'
  | 'notifications'
  | 'polls'
  | 'statuses'
  | 'timelines'
  | 'webSettings'
>;

/** A CoreApi over a new HttpClient (`options` as for `createRestClient`), or over `http`. */
export function createCoreApi(options: RestClientOptions | HttpClient): CoreApi {
  const http = options instanceof HttpClient ? options : new HttpClient(options);
  return {
    http,
    accounts: resourceOf(http, createAccountsResource),
    blocks: resourceOf(http, createBlocksResource),
    bookmarks: resourceOf(http, createBookmarksResource),
    conversations: resourceOf(http, createConversationsResource),
    customEmojis: resourceOf(http, createCustomEmojisResource),
    domainBlocks: resourceOf(http, createDomainBlocksResource),
    favourites: resourceOf(http, createFavouritesResource),
    filters: resourceOf(http, createFiltersResource),
    filtersV2: resourceOf(http, createFiltersV2Resource),
    followRequests: resourceOf(http, createFollowRequestsResource),
    groupedNotifications: resourceOf(http, createGroupedNotificationsResource),
    instance: resourceOf(http, createInstanceResource),
    markers: resourceOf(http, createMarkersResource),
    mutes: resourceOf(http, createMutesResource),
    notifications: resourceOf(http, createNotificationsResource),
    polls: resourceOf(http, createPollsResource),
    statuses: resourceOf(http, createStatusesResource),
    timelines: resourceOf(http, createTimelinesResource),
    webSettings: resourceOf(http, createWebSettingsResource),
  };
}
