import type { ComposePrivacy } from './compose-state';

/** The warnings of SPEC §5 "Compose warnings", in the order Mastodon's warning container checks them. */
export type ComposeWarning = 'lock' | 'hashtag' | 'direct';

export const COMPOSE_WARNING_TEXTS: Readonly<Record<ComposeWarning, string>> = {
  lock: 'Your account is not locked. Anyone can follow you to view your follower-only posts.',
  hashtag: "This toot won't be listed under any hashtag as it is unlisted. Only public toots can be searched by hashtag.",
  direct: 'This toot will only be sent to all the mentioned users.',
};

// Mastodon's warning_container.js APPROX_HASHTAG_RE.
const APPROX_HASHTAG = /(?:^|[^/)\w])#(\w*[a-zA-Z·]\w*)/i;

/**
 * Every warning that applies, most important first (Mastodon shows only the first): private on an
 * unlocked account, a hashtag in a post that is not public, a direct post.
 */
export function composeWarnings(privacy: ComposePrivacy, text: string, accountLocked: boolean): ComposeWarning[] {
  const warnings: ComposeWarning[] = [];
  if (privacy === 'private' && !accountLocked) warnings.push('lock');
  if (privacy !== 'public' && APPROX_HASHTAG.test(text)) warnings.push('hashtag');
  if (privacy === 'direct') warnings.push('direct');
  return warnings;
}
