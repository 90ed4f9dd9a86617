import * as z from 'zod/mini';
import { NullableString, Text } from './common';

/** A profile metadata field. https://docs.joinmastodon.org/entities/Account/#Field */
export const FieldSchema = z.object({
  name: Text,
  value: Text,
  verified_at: NullableString,
});
export type Field = z.output<typeof FieldSchema>;
