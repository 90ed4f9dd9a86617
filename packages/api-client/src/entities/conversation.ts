import * as z from 'zod/mini';
import { AccountSchema } from './account';
import { Flag, Id, listOf, orNull } from './common';
import { StatusSchema } from './status';

/** A direct-message thread. https://docs.joinmastodon.org/entities/Conversation/ */
export const ConversationSchema = z.object({
  id: Id,
  accounts: listOf(AccountSchema),
  last_status: orNull(StatusSchema),
  unread: Flag,
});
export type Conversation = z.output<typeof ConversationSchema>;
