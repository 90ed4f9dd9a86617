import type { Reaction } from '@trumpet/api-client';

/** The user's own reaction added: one more, marked theirs (a new one goes last, as the server lists them). */
export function withOwnReaction(reactions: readonly Reaction[], name: string, url: string | null = null): Reaction[] {
  if (!reactions.some((reaction) => reaction.name === name)) return [...reactions, { name, count: 1, me: true, url, static_url: url }];
  return reactions.map((reaction) => (reaction.name === name && !reaction.me ? { ...reaction, count: reaction.count + 1, me: true } : reaction));
}

/** The user's own reaction taken back: one fewer, gone at none. */
export function withoutOwnReaction(reactions: readonly Reaction[], name: string): Reaction[] {
  return reactions
    .map((reaction) => (reaction.name === name && reaction.me ? { ...reaction, count: reaction.count - 1, me: false } : reaction))
    .filter((reaction) => reaction.count > 0);
}

/** A reaction's total as the server streamed it (`announcement.reaction`); whether it is the user's stays as it was. */
export function withReactionCount(reactions: readonly Reaction[], name: string, count: number, url: string | null): Reaction[] {
  if (!reactions.some((reaction) => reaction.name === name)) return count > 0 ? [...reactions, { name, count, me: false, url, static_url: url }] : [...reactions];
  return reactions.map((reaction) => (reaction.name === name ? { ...reaction, count } : reaction)).filter((reaction) => reaction.count > 0);
}
