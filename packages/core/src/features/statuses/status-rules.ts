import type { StatusRecord } from '../../importer/records';

/**
 * SPEC §5: boost only public or unlisted; a private status only by its author (boost to the original
 * audience). Returns why it is refused, or null.
 */
export function boostRefusal(status: StatusRecord | undefined, me: string | null): string | null {
  if (!status) return 'This post is not loaded';
  if (status.visibility === 'public' || status.visibility === 'unlisted') return null;
  if (status.visibility === 'private' && me !== null && status.account === me) return null;
  return 'This post cannot be boosted';
}

/** SPEC §4: pin only own public or unlisted statuses. */
export function pinRefusal(status: StatusRecord | undefined, me: string | null): string | null {
  if (!status) return 'This post is not loaded';
  if (me === null || status.account !== me) return 'Only your own posts can be pinned';
  if (status.visibility !== 'public' && status.visibility !== 'unlisted') return 'Only public or unlisted posts can be pinned';
  return null;
}
