import * as z from 'zod/mini';
import { Id, listOf, orNull, Text } from './common';

/** A media description, translated. */
const TranslationAttachmentSchema = z.object({
  id: Id,
  description: Text,
});

/** A poll's options, translated. */
const TranslationPollSchema = z.object({
  id: Id,
  options: listOf(z.object({ title: Text })),
});

/**
 * A machine translation of a status (Mastodon 4.0+; spoiler_text, poll, media and language 4.2+).
 * Without `content` there is nothing to show, so it is required.
 * https://docs.joinmastodon.org/entities/Translation/
 */
export const TranslationSchema = z.object({
  content: z.string(),
  spoiler_text: Text,
  poll: orNull(TranslationPollSchema),
  media_attachments: listOf(TranslationAttachmentSchema),
  /** The language of the source text, as the provider detected it. */
  detected_source_language: Text,
  /** The language translated into; '' before 4.2. */
  language: Text,
  provider: Text,
});
export type Translation = z.output<typeof TranslationSchema>;
