import type { StatusRecord } from '@trumpet/core';
import { safeUrl } from '@trumpet/core/text';

/** One emoji reaction (Status.reactions, Announcement.reactions). */
type Reaction = StatusRecord['reactions'][number];

/** A reaction's emoji: the character, or a custom emoji's image (through the URL guard). */
export function ReactionEmoji({ reaction }: { reaction: Reaction }) {
  const src = safeUrl(reaction.static_url ?? reaction.url);
  // Without an image to show, a custom emoji (a shortcode, not a character) reads as one.
  if (!src) return <span className="t-reaction__emoji">{/^[\w.@-]+$/.test(reaction.name) ? `:${reaction.name}:` : reaction.name}</span>;
  return <img className="t-reaction__emoji t-reaction__emoji--custom" src={src} alt={`:${reaction.name}:`} title={`:${reaction.name}:`} width={16} height={16} loading="lazy" />;
}
