import * as z from 'zod/mini';
import { NullableString, Text } from './common';

/** https://docs.joinmastodon.org/entities/CustomEmoji/ */
export const CustomEmojiSchema = z.object({
  shortcode: z.string(),
  url: Text,
  static_url: Text,
  /** Servers that leave it out list every emoji, so absent means visible. */
  visible_in_picker: z.pipe(z.nullish(z.boolean()), z.transform((value) => value ?? true)),
  category: NullableString,
});
export type CustomEmoji = z.output<typeof CustomEmojiSchema>;
