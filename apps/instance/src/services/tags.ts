import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { countFeaturedTags, featuredTagId, insertFeaturedTag, unfeatureTag } from '../db/repositories/featured-tags';
import { followTag, unfollowTag } from '../db/repositories/tag-follows';
import { findOrCreateTag, tagsByNames } from '../db/repositories/tags';
import { unprocessable } from '../http/api-error';

/** Mastodon's FeaturedTag::LIMIT. */
export const FEATURED_TAGS_LIMIT = 10;

/** A hashtag's name as statuses carry it (Tag::HASHTAG_NAME_RE, as text/extract.ts finds them). */
const TAG_NAME = /^[\p{L}\p{N}_]*[\p{L}_][\p{L}\p{N}_]*$/u;

/** The normalized name (NFKC, lowercase: HashtagNormalizer) of a valid hashtag name, else null. */
export function tagNameOf(raw: string): string | null {
  const name = raw.normalize('NFKC').toLowerCase();
  return TAG_NAME.test(name) ? name : null;
}

export function followTagNamed(instance: Instance, accountId: string, name: string): void {
  const now = instance.now();
  const tag = findOrCreateTag(instance.db, name, now.toISOString());
  followTag(instance.db, { id: snowflake(now), account_id: accountId, tag_id: tag.id, created_at: now.toISOString() });
}

export function unfollowTagNamed(instance: Instance, accountId: string, name: string): void {
  const tag = tagsByNames(instance.db, [name]).get(name);
  if (tag) unfollowTag(instance.db, accountId, tag.id);
}

/**
 * Features the tag on the account's profile, or finds it featured already (CreateFeaturedTagService's
 * find_or_initialize_by); a new one past the limit is refused as FeaturedTag's validation does.
 * Returns the featured tag's id.
 */
export function featureTagNamed(instance: Instance, accountId: string, name: string): string {
  const { db } = instance;
  const now = instance.now();
  return db.transaction(() => {
    const tag = findOrCreateTag(db, name, now.toISOString());
    const existing = featuredTagId(db, accountId, tag.id);
    if (existing) return existing;
    if (countFeaturedTags(db, accountId) >= FEATURED_TAGS_LIMIT) throw unprocessable('You have already featured the maximum number of hashtags');
    const id = snowflake(now);
    insertFeaturedTag(db, { id, account_id: accountId, tag_id: tag.id, created_at: now.toISOString() });
    return id;
  })();
}

export function unfeatureTagNamed(instance: Instance, accountId: string, name: string): void {
  const tag = tagsByNames(instance.db, [name]).get(name);
  if (tag) unfeatureTag(instance.db, accountId, tag.id);
}
