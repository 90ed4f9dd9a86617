import type { EditStatusParams } from '@trumpet/api-client';
import { POLL_DEFAULT_EXPIRY, POLL_DURATIONS, type ComposeState } from './compose-state';

/** Focal point coordinates in -1..1 with two decimals (SPEC §5 Focal point). */
export const focusParam = ({ x, y }: { x: number; y: number }): string =>
  [x, y].map((value) => Math.min(1, Math.max(-1, value)).toFixed(2)).join(',');

/**
 * The body of PUT /api/v1/statuses/:id from the draft: the status as it should stand, media with their
 * descriptions and focal points (`media_attributes[]`), the poll and the language kept; the visibility
 * is not sent, as Mastodon does not change it. https://docs.joinmastodon.org/methods/statuses/#edit
 */
export function editParams(compose: ComposeState): EditStatusParams {
  const { text, mediaAttachments, sensitive, spoiler, spoilerText, poll, language } = compose;
  return {
    status: text,
    spoiler_text: spoiler ? spoilerText : '',
    sensitive,
    language,
    media_ids: mediaAttachments.map((media) => media.id),
    media_attributes: mediaAttachments.map((media) => ({
      id: media.id,
      description: media.description ?? '',
      ...(media.meta?.focus ? { focus: focusParam(media.meta.focus) } : {}),
    })),
    poll: poll ? { options: [...poll.options], expires_in: poll.expiresIn, multiple: poll.multiple } : null,
  };
}

/** The poll duration closest to the time a poll has left (Mastodon's expiresInFromExpiresAt), or the default. */
export function expiresInFrom(expiresAt: string | null, now: number): number {
  if (expiresAt === null) return POLL_DEFAULT_EXPIRY;
  const left = (Date.parse(expiresAt) - now) / 1000;
  if (!Number.isFinite(left) || left <= 0) return POLL_DEFAULT_EXPIRY;
  return POLL_DURATIONS.reduce((best, duration) => (Math.abs(duration - left) < Math.abs(best - left) ? duration : best), POLL_DEFAULT_EXPIRY);
}
