import { TagSchema } from '../entities';
import type { HttpClient } from '../http/http-client';
import type { RequestOptions } from '../http/types';
import { seg } from './params';

/** A hashtag, by name without the '#'. https://docs.joinmastodon.org/methods/tags/ */
export function createTagsResource(http: HttpClient) {
  const path = (name: string) => `/api/v1/tags/${seg(name.replace(/^#/, ''))}`;
  const action = (name: string, verb: 'follow' | 'unfollow' | 'feature' | 'unfeature', options?: RequestOptions) =>
    http.json(TagSchema, { method: 'POST', path: `${path(name)}/${verb}` }, options);
  return {
    /** The tag with its `history`, and `following` / `featuring` for the signed-in user. */
    fetch: (name: string, options?: RequestOptions) => http.json(TagSchema, { method: 'GET', path: path(name) }, options),
    /** Statuses with the tag join the home timeline (Mastodon 4.0+). */
    follow: (name: string, options?: RequestOptions) => action(name, 'follow', options),
    unfollow: (name: string, options?: RequestOptions) => action(name, 'unfollow', options),
    /** Features the tag on the user's profile (Mastodon 4.4+; before, `featuredTags.create`). */
    feature: (name: string, options?: RequestOptions) => action(name, 'feature', options),
    unfeature: (name: string, options?: RequestOptions) => action(name, 'unfeature', options),
  };
}

export type TagsResource = ReturnType<typeof createTagsResource>;
