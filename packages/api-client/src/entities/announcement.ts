import * as z from 'zod/mini';
import { Flag, Id, listOf, NullableString, Text } from './common';
import { CustomEmojiSchema } from './custom-emoji';
import { ReactionSchema } from './reaction';
import { TagSchema } from './tag';

/** An account mentioned in an announcement. https://docs.joinmastodon.org/entities/Announcement/#mentions */
export const AnnouncementAccountSchema = z.object({
  id: Id,
  username: Text,
  url: Text,
  acct: z.string(),
});
export type AnnouncementAccount = z.output<typeof AnnouncementAccountSchema>;

/** A status linked from an announcement. https://docs.joinmastodon.org/entities/Announcement/#statuses */
export const AnnouncementStatusSchema = z.object({
  id: Id,
  url: Text,
});
export type AnnouncementStatus = z.output<typeof AnnouncementStatusSchema>;

/** An announcement set by an administrator. https://docs.joinmastodon.org/entities/Announcement/ */
export const AnnouncementSchema = z.object({
  id: Id,
  content: Text,
  starts_at: NullableString,
  ends_at: NullableString,
  /** Whether starts_at and ends_at are dates only; false when either is absent. */
  all_day: Flag,
  published_at: Text,
  updated_at: Text,
  /** Whether the current user has dismissed it; false when signed out. */
  read: Flag,
  mentions: listOf(AnnouncementAccountSchema),
  statuses: listOf(AnnouncementStatusSchema),
  tags: listOf(TagSchema),
  emojis: listOf(CustomEmojiSchema),
  reactions: listOf(ReactionSchema),
});
export type Announcement = z.output<typeof AnnouncementSchema>;
