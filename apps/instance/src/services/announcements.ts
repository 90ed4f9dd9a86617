import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import {
  deleteAnnouncement,
  deleteReaction,
  findAnnouncement,
  insertAnnouncement,
  insertReaction,
  localAccountIds,
  otherReactionNameCount,
  reactionCount,
  type AnnouncementRow,
} from '../db/repositories/announcements';
import { emojisByShortcodes } from '../db/repositories/emojis';
import { ApiError, notFound } from '../http/api-error';
import type { HubMessage } from '../streaming/hub';

export interface NewAnnouncement {
  text: string;
  startsAt?: Date | null;
  endsAt?: Date | null;
  /** starts_at and ends_at are dates without a time. */
  allDay?: boolean;
}

/** Distinct reactions an announcement may have (Mastodon's ReactionValidator::LIMIT). */
export const REACTION_LIMIT = 8;

// Any single emoji of Unicode's recommended set (Mastodon checks its emoji map, which is that set);
// built at run time because the `v` flag is newer than the compile target.
const UNICODE_EMOJI = new RegExp('^\\p{RGI_Emoji}$', 'v');

/** Mastodon sends announcements and their reactions to every local user's stream (timeline:ID). */
function toEveryUser(instance: Instance, message: HubMessage): void {
  for (const id of localAccountIds(instance.db)) instance.hub.publish(`timeline:${id}`, message);
}

/** Why an announcement cannot be published as given (Announcement's validations), or null. */
export function announcementProblem(input: NewAnnouncement): string | null {
  if (input.text.trim() === '') return "Text can't be blank";
  if (input.startsAt && !input.endsAt) return "Ends at can't be blank";
  if (input.endsAt && !input.startsAt) return "Starts at can't be blank";
  if (input.startsAt && input.endsAt && input.endsAt < input.startsAt) return 'Ends at must be after the start';
  return null;
}

/** Publishes an announcement at once and streams it (`announcement`) to every local user. */
export function publishAnnouncement(instance: Instance, input: NewAnnouncement): AnnouncementRow {
  const problem = announcementProblem(input);
  if (problem) throw new Error(problem);
  const now = instance.now();
  const allDay = input.allDay === true && Boolean(input.startsAt);
  const day = (date: Date | null | undefined): string | null => (date ? (allDay ? `${date.toISOString().slice(0, 10)}T00:00:00.000Z` : date.toISOString()) : null);
  const row: AnnouncementRow = {
    id: snowflake(now),
    text: input.text.trim(),
    starts_at: day(input.startsAt),
    ends_at: day(input.endsAt),
    all_day: allDay ? 1 : 0,
    published_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  insertAnnouncement(instance.db, row);
  toEveryUser(instance, { kind: 'announcement', announcementId: row.id });
  return row;
}

/** Removes an announcement and tells every local user (`announcement.delete`); false when there was none. */
export function unpublishAnnouncement(instance: Instance, id: string): boolean {
  if (!deleteAnnouncement(instance.db, id)) return false;
  toEveryUser(instance, { kind: 'announcement.delete', announcementId: id });
  return true;
}

export function announcementOr404(instance: Instance, id: string): AnnouncementRow {
  const row = findAnnouncement(instance.db, id);
  if (!row) throw notFound();
  return row;
}

/**
 * Adds the account's reaction: a unicode emoji or a local custom emoji's shortcode (else 422 as
 * Mastodon's ReactionValidator), at most REACTION_LIMIT different ones per announcement. Giving
 * the same one twice is a 422 as in Mastodon (its unique index).
 */
export function addReaction(instance: Instance, accountId: string, announcementId: string, name: string): void {
  const { db } = instance;
  announcementOr404(instance, announcementId);
  const known = UNICODE_EMOJI.test(name) || emojisByShortcodes(db, [name]).length > 0;
  if (!known) throw new ApiError(422, 'Validation failed: Name is not a recognized emoji');
  const added = db.transaction(() => {
    if (reactionCount(db, announcementId, name) === 0 && otherReactionNameCount(db, announcementId, name) >= REACTION_LIMIT) {
      throw new ApiError(422, 'Validation failed: Limit of different reactions reached');
    }
    return insertReaction(db, { announcement_id: announcementId, account_id: accountId, name, created_at: instance.now().toISOString() });
  })();
  if (!added) throw new ApiError(422, 'Duplicate record');
  streamReaction(instance, announcementId, name);
}

/** Takes the account's reaction back; 404 when it had not given it (as Mastodon's find_by!). */
export function removeReaction(instance: Instance, accountId: string, announcementId: string, name: string): void {
  announcementOr404(instance, announcementId);
  if (!deleteReaction(instance.db, announcementId, accountId, name)) throw notFound();
  streamReaction(instance, announcementId, name);
}

function streamReaction(instance: Instance, announcementId: string, name: string): void {
  toEveryUser(instance, { kind: 'announcement.reaction', announcementId, name, count: reactionCount(instance.db, announcementId, name) });
}
