import * as z from 'zod/mini';
import { Count, Text } from './common';

/** An OAuth access token. https://docs.joinmastodon.org/entities/Token/ */
export const TokenSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  token_type: Text,
  scope: Text,
  /** Seconds since the epoch. */
  created_at: Count,
});
export type Token = z.output<typeof TokenSchema>;
