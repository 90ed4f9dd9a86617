import * as z from 'zod/mini';
import { Stringish, Text } from './common';

/** A server rule. https://docs.joinmastodon.org/entities/Rule/ */
export const InstanceRuleSchema = z.object({
  id: Stringish,
  text: Text,
  hint: Text,
});
export type InstanceRule = z.output<typeof InstanceRuleSchema>;
