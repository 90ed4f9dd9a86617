import type { ComposeWarningKind, Privacy } from './compose-types';

// A '#' after a letter, digit, '/' or ')' is part of a word or a link, and a tag needs a letter.
const HASHTAG = /(?:^|[^\p{L}\p{N}_/)])#[\p{L}\p{N}_·]*[\p{L}·][\p{L}\p{N}_·]*/u;

export const hasHashtag = (text: string): boolean => HASHTAG.test(text);

export interface ComposeWarningInput {
  privacy: Privacy;
  /** Whether the signed-in account is locked (approves its followers). */
  accountLocked: boolean;
  text: string;
}

/** SPEC §5 "Compose warnings", in the order they show. */
export function composeWarningsFor({ privacy, accountLocked, text }: ComposeWarningInput): ComposeWarningKind[] {
  const warnings: ComposeWarningKind[] = [];
  if (privacy === 'private' && !accountLocked) warnings.push('unlocked-private');
  if (privacy !== 'public' && hasHashtag(text)) warnings.push('hashtag-unlisted');
  if (privacy === 'direct') warnings.push('direct');
  return warnings;
}
