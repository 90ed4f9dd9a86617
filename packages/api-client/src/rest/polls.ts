import { PollSchema } from '../entities';
import type { HttpClient } from '../http/http-client';
import type { RequestOptions } from '../http/types';
import { seg } from './params';

/** https://docs.joinmastodon.org/methods/polls/ */
export function createPollsResource(http: HttpClient) {
  return {
    fetch: (id: string, options?: RequestOptions) =>
      http.json(PollSchema, { method: 'GET', path: `/api/v1/polls/${seg(id)}` }, options),
    /** `choices` are the indexes of the chosen options. */
    vote: (id: string, choices: readonly number[], options?: RequestOptions) =>
      http.json(PollSchema, { method: 'POST', path: `/api/v1/polls/${seg(id)}/votes`, json: { choices } }, options),
  };
}

export type PollsResource = ReturnType<typeof createPollsResource>;
