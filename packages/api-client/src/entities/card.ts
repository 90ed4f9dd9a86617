import * as z from 'zod/mini';
import { Count, NullableString, openEnum, Text } from './common';

export const CardType = ['link', 'photo', 'video', 'rich'] as const;
export type CardType = (typeof CardType)[number] | 'unknown';

/** A link preview. https://docs.joinmastodon.org/entities/PreviewCard/ */
export const CardSchema = z.object({
  url: z.string(),
  title: Text,
  description: Text,
  type: openEnum(CardType),
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
