import * as z from 'zod/mini';
import { FeaturedTagSchema, TagSchema } from '../entities';
import type { HttpClient } from '../http/http-client';
import type { RequestOptions } from '../http/types';
import { seg } from './params';

/**
 * The hashtags featured on the user's profile. Another account's are `accounts.featuredTags`.
 * https://docs.joinmastodon.org/methods/featured_tags/
 */
export function createFeaturedTagsResource(http: HttpClient) {
  return {
    list: (options?: RequestOptions) => http.json(z.array(FeaturedTagSchema), { method: 'GET', path: '/api/v1/featured_tags' }, options),
    /** `name` without the '#'. */
    create: (name: string, options?: RequestOptions) =>
      http.json(FeaturedTagSchema, { method: 'POST', path: '/api/v1/featured_tags', json: { name: name.replace(/^#/, '') } }, options),
    /** By the featured tag's id, not the tag's name. */
    remove: (id: string, options?: RequestOptions) => http.empty({ method: 'DELETE', path: `/api/v1/featured_tags/${seg(id)}` }, options),
    /** Up to ten tags the user used lately. */
    suggestions: (options?: RequestOptions) =>
      http.json(z.array(TagSchema), { method: 'GET', path: '/api/v1/featured_tags/suggestions' }, options),
  };
}

export type FeaturedTagsResource = ReturnType<typeof createFeaturedTagsResource>;
