import * as z from 'zod/mini';
import { AccountSchema } from './account';
import { Flag, listOf, orNull, Text } from './common';
import { CustomEmojiSchema } from './custom-emoji';
import { MediaAttachmentSchema } from './media-attachment';
import { ShallowQuoteSchema } from './quote';

/** A poll as it stood in one revision: the option titles only. */
const StatusEditPollSchema = z.object({
  options: listOf(z.object({ title: Text })),
});

/**
 * One revision of an edited status, oldest first in GET /api/v1/statuses/:id/history.
 * https://docs.joinmastodon.org/entities/StatusEdit/
 */
export const StatusEditSchema = z.object({
  content: Text,
  spoiler_text: Text,
  sensitive: Flag,
  created_at: Text,
  account: AccountSchema,
  poll: orNull(StatusEditPollSchema),
  media_attachments: listOf(MediaAttachmentSchema),
  emojis: listOf(CustomEmojiSchema),
  /** The quote in this revision (Mastodon 4.5+), by id: the quoted status itself is not repeated. */
  quote: orNull(ShallowQuoteSchema),
});
export type StatusEdit = z.output<typeof StatusEditSchema>;
