import * as z from 'zod/mini';
import { listOf } from './common';
import { StatusSchema } from './status';

/** The thread around a status. https://docs.joinmastodon.org/entities/Context/ */
export const ContextSchema = z.object({
  ancestors: listOf(StatusSchema),
  descendants: listOf(StatusSchema),
});
export type Context = z.output<typeof ContextSchema>;
