import * as z from 'zod/mini';
import { Id, Text } from './common';

/** The plain text of a status, for editing it. https://docs.joinmastodon.org/entities/StatusSource/ */
export const StatusSourceSchema = z.object({
  id: Id,
  text: Text,
  spoiler_text: Text,
});
export type StatusSource = z.output<typeof StatusSourceSchema>;
