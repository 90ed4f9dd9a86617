import * as z from 'zod/mini';
import { Flag, Id, NullableString, Text } from './common';

/** https://docs.joinmastodon.org/entities/Relationship/ */
export const RelationshipSchema = z.object({
  id: Id,
  following: Flag,
  showing_reblogs: Flag,
  notifying: Flag,
  followed_by: Flag,
  blocking: Flag,
  blocked_by: Flag,
  muting: Flag,
  muting_notifications: Flag,
  muting_expires_at: NullableString,
  requested: Flag,
  requested_by: Flag,
  domain_blocking: Flag,
  endorsed: Flag,
  note: Text,
});
export type Relationship = z.output<typeof RelationshipSchema>;
