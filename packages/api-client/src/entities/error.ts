import * as z from 'zod/mini';
import { NullableString, orNull, Text } from './common';

/** Per-field validation errors, e.g. on account registration (422). */
const ErrorDetailsSchema = z.record(
  z.string(),
  z.array(z.object({ error: Text, description: Text })),
);

/** The body of a failed request. https://docs.joinmastodon.org/entities/Error/ */
export const ErrorSchema = z.object({
  error: z.string(),
  error_description: NullableString,
  details: orNull(ErrorDetailsSchema),
});
export type MastodonError = z.output<typeof ErrorSchema>;
