import * as z from 'zod/mini';
import { CustomEmojiSchema } from '../entities';
import type { HttpClient } from '../http/http-client';
import type { RequestOptions } from '../http/types';

/** https://docs.joinmastodon.org/methods/custom_emojis/ */
export function createCustomEmojisResource(http: HttpClient) {
  return {
    list: (options?: RequestOptions) =>
      http.json(z.array(CustomEmojiSchema), { method: 'GET', path: '/api/v1/custom_emojis' }, options),
  };
}

export type CustomEmojisResource = ReturnType<typeof createCustomEmojisResource>;
