import type { Instance } from '../context';
import { findAccountByHandle } from '../db/repositories/accounts';
import { dismissedAmong, publicStatusesByUrls, reactionTotals, type AnnouncementRow } from '../db/repositories/announcements';
import { emojisByShortcodes } from '../db/repositories/emojis';
import { extractHashtags, extractMentions, URL_PATTERN } from '../text/extract';
import { renderStatusHtml } from '../text/render';
import { loadEmojis, type EmojiJson } from './emojis';
import { renderOptions } from './mention-links';
import { accountUrl, acctOf, mediaUrl } from './urls';

export interface ReactionJson {
  name: string;
  count: number;
  /** Only for a signed-in viewer, as Mastodon. */
  me?: boolean;
  url?: string;
  static_url?: string;
}

export interface AnnouncementJson {
  id: string;
  content: string;
  starts_at: string | null;
  ends_at: string | null;
  all_day: boolean;
  published_at: string;
  updated_at: string;
  /** Only for a signed-in viewer (Mastodon leaves it out of the streamed announcement). */
  read?: boolean;
  mentions: { id: string; username: string; url: string; acct: string }[];
  statuses: { id: string; url: string }[];
  tags: { name: string; url: string }[];
  emojis: EmojiJson[];
  reactions: ReactionJson[];
}

/** A custom emoji's reaction carries its image; a unicode emoji's none. */
function reactionJson(instance: Instance, emojis: ReadonlyMap<string, string>, name: string, count: number, me: boolean | undefined): ReactionJson {
  const image = emojis.get(name);
  const url = image === undefined ? undefined : mediaUrl(instance, image);
  return { name, count, ...(me === undefined ? {} : { me }), ...(url === undefined ? {} : { url, static_url: url }) };
}

/** The images of the local custom emojis among reaction names, by shortcode. */
export function reactionImages(instance: Instance, names: readonly string[]): Map<string, string> {
  return new Map(emojisByShortcodes(instance.db, [...new Set(names)]).map((row) => [row.shortcode, row.image_path]));
}

/** One reaction's new total as the `announcement.reaction` event carries it. */
export function serializeReactionUpdate(announcementId: string, name: string, count: number): { name: string; count: number; announcement_id: string } {
  return { name, count, announcement_id: announcementId };
}

/**
 * Announcements as Mastodon's REST::AnnouncementSerializer: the text rendered as a status' is
 * (links, mentions, hashtags), the accounts, statuses, tags and custom emojis it names, and the
 * reactions in the order they were first given. `viewerId` null: no `read` nor `me` (the streamed form).
 */
export function serializeAnnouncements(instance: Instance, rows: readonly AnnouncementRow[], viewerId: string | null): AnnouncementJson[] {
  const ids = rows.map((row) => row.id);
  const dismissed = viewerId === null ? new Set<string>() : dismissedAmong(instance.db, viewerId, ids);
  const totals = reactionTotals(instance.db, ids, viewerId);
  const images = reactionImages(
    instance,
    totals.map((total) => total.name),
  );
  const emojis = loadEmojis(
    instance,
    rows.map((row) => row.text),
  );
  const options = renderOptions(instance);
  return rows.map((row) => {
    const mentions = extractMentions(row.text).flatMap((mention) => {
      const domain = mention.domain === null || mention.domain === instance.config.domain ? null : mention.domain;
      const account = findAccountByHandle(instance.db, mention.username, domain);
      return account ? [{ id: account.id, username: account.username, url: accountUrl(instance, account), acct: acctOf(account) }] : [];
    });
    const urls = [...row.text.matchAll(URL_PATTERN)].map((match) => match[0]);
    return {
      id: row.id,
      content: renderStatusHtml(row.text, options),
      starts_at: row.starts_at,
      ends_at: row.ends_at,
      all_day: row.all_day === 1,
      published_at: row.published_at,
      updated_at: row.updated_at,
      ...(viewerId === null ? {} : { read: dismissed.has(row.id) }),
      mentions: [...new Map(mentions.map((mention) => [mention.id, mention])).values()],
      statuses: urls.length === 0 ? [] : publicStatusesByUrls(instance.db, [...new Set(urls)]),
      tags: [...new Set(extractHashtags(row.text).map((name) => name.toLowerCase()))].map((name) => ({
        name,
        url: `${instance.config.baseUrl}/tags/${encodeURIComponent(name)}`,
      })),
      emojis: emojis(row.text),
      reactions: totals
        .filter((total) => total.announcement_id === row.id)
        .map((total) => reactionJson(instance, images, total.name, total.count, viewerId === null ? undefined : total.me === 1)),
    };
  });
}
