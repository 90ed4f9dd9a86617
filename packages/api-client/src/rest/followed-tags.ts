import { TagSchema } from '../entities';
import type { HttpClient } from '../http/http-client';
import type { PageOptions } from '../http/types';
import type { RangeParams } from './params';

/** The hashtags the user follows (Mastodon 4.0+; paginated since 4.1). https://docs.joinmastodon.org/methods/followed_tags/ */
export function createFollowedTagsResource(http: HttpClient) {
  return {
    list: (params: RangeParams = {}, options?: PageOptions) =>
      http.paginate(TagSchema, { method: 'GET', path: '/api/v1/followed_tags', query: { ...params } }, options),
  };
}

export type FollowedTagsResource = ReturnType<typeof createFollowedTagsResource>;
