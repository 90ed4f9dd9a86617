import type { Visibility } from '@trumpet/api-client';

/** What the status rules read of a status: a store record has both (`account` is the author's id). */
export interface RuledStatus {
  visibility: Visibility;
  /** The author's account id. */
  account: string;
}

/**
 * SPEC §5: boost only public or unlisted; a private status only by its author (boost to the original
 * audience). Returns why it is refused, or null.
 */
export function boostRefusal(status: RuledStatus | undefined, me: string | null): string | null {
  if (!status) return 'This post is not loaded';
  if (status.visibility === 'public' || status.visibility === 'unlisted') return null;
  if (isOriginalAudienceBoost(status, me)) return null;
  return 'This post cannot be boosted';
}

/** The author boosting their own followers-only post: Mastodon's "Boost to original audience". */
export function isOriginalAudienceBoost(status: RuledStatus, me: string | null): boolean {
  return status.visibility === 'private' && me !== null && status.account === me;
}

/** SPEC §4: pin only own public or unlisted statuses. */
export function pinRefusal(status: RuledStatus | undefined, me: string | null): string | null {
  if (!status) return 'This post is not loaded';
  if (me === null || status.account !== me) return 'Only your own posts can be pinned';
  if (status.visibility !== 'public' && status.visibility !== 'unlisted') return 'Only public or unlisted posts can be pinned';
  return null;
}
