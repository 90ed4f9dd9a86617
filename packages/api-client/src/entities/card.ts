import * as z from 'zod/mini';
import { AccountSchema } from './account';
import { Count, listOf, NullableString, openEnum, orNull, Text } from './common';

export const CardType = ['link', 'photo', 'video', 'rich'] as const;
export type CardType = (typeof CardType)[number] | 'unknown';

/**
 * Who wrote the linked page (Mastodon 4.3+). `account` is set when the author's fediverse account is
 * known. https://docs.joinmastodon.org/entities/PreviewCardAuthor/
 */
export const PreviewCardAuthorSchema = z.object({
  name: Text,
  url: Text,
  account: orNull(AccountSchema),
});
export type PreviewCardAuthor = z.output<typeof PreviewCardAuthorSchema>;

/** A link preview. https://docs.joinmastodon.org/entities/PreviewCard/ */
export const CardSchema = z.object({
  url: z.string(),
  title: Text,
  description: Text,
  type: openEnum(CardType),
  /** Mastodon 4.3+; [] elsewhere, where `author_name` and `author_url` are all there is. */
  authors: listOf(PreviewCardAuthorSchema),
  author_name: Text,
  author_url: Text,
  provider_name: Text,
  provider_url: Text,
  html: Text,
  width: Count,
  height: Count,
  image: NullableString,
  embed_url: Text,
  blurhash: NullableString,
});
export type Card = z.output<typeof CardSchema>;
