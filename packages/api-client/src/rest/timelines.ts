import { StatusSchema } from '../entities';
import type { HttpClient } from '../http/http-client';
import type { PageOptions } from '../http/types';
import { seg, type RangeParams } from './params';

export interface PublicTimelineParams extends RangeParams {
  local?: boolean;
  remote?: boolean;
  only_media?: boolean;
}

export interface TagTimelineParams extends PublicTimelineParams {
  any?: readonly string[];
  all?: readonly string[];
  none?: readonly string[];
}

/**
 * https://docs.joinmastodon.org/methods/timelines/
 * The home page is `partial` when the server answers 206 while it regenerates the feed.
 */
export function createTimelinesResource(http: HttpClient) {
  const timeline = (path: string, params: object, options?: PageOptions) =>
    http.paginate(StatusSchema, { method: 'GET', path, query: { ...params } }, options);

  return {
    home: (params: RangeParams = {}, options?: PageOptions) => timeline('/api/v1/timelines/home', params, options),
    public: (params: PublicTimelineParams = {}, options?: PageOptions) => timeline('/api/v1/timelines/public', params, options),
    tag: (tag: string, params: TagTimelineParams = {}, options?: PageOptions) =>
      timeline(`/api/v1/timelines/tag/${seg(tag.replace(/^#/, ''))}`, params, options),
    list: (id: string, params: RangeParams = {}, options?: PageOptions) =>
      timeline(`/api/v1/timelines/list/${seg(id)}`, params, options),
    /** Statuses sharing a trending link (`trends.links`), Mastodon 4.3+. https://docs.joinmastodon.org/methods/timelines/#link */
    link: (url: string, params: RangeParams = {}, options?: PageOptions) => timeline('/api/v1/timelines/link', { ...params, url }, options),
  };
}

export type TimelinesResource = ReturnType<typeof createTimelinesResource>;
