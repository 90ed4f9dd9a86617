import * as z from 'zod/mini';
import { Count, Flag, Id, openEnum, Text } from './common';

export const RelationshipSeveranceEventType = ['domain_block', 'user_domain_block', 'account_suspension'] as const;
export type RelationshipSeveranceEventType = (typeof RelationshipSeveranceEventType)[number] | 'unknown';

/**
 * Follow relationships cut by a moderation or block action (a `severed_relationships` notification).
 * https://docs.joinmastodon.org/entities/RelationshipSeveranceEvent/
 */
export const RelationshipSeveranceEventSchema = z.object({
  id: Id,
  type: openEnum(RelationshipSeveranceEventType),
  /** Whether the list of severed relationships is gone (purged) from the server. */
  purged: Flag,
  /** The blocked domain or the suspended account. */
  target_name: Text,
  followers_count: Count,
  following_count: Count,
  created_at: Text,
});
export type RelationshipSeveranceEvent = z.output<typeof RelationshipSeveranceEventSchema>;
