import * as z from 'zod/mini';
import { Id, Text } from './common';

/** https://docs.joinmastodon.org/entities/Status/#Mention */
export const MentionSchema = z.object({
  id: Id,
  username: Text,
  url: Text,
  acct: z.string(),
});
export type Mention = z.output<typeof MentionSchema>;
