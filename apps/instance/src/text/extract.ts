// Patterns for what a status's text links to, close to Mastodon's (app/lib/twitter_text regexes simplified).

export const URL_PATTERN = /https?:\/\/[^\s<>"'`]+[^\s<>"'`.,;:!?)\]]/giu;
export const MENTION_PATTERN = /(?<=^|[^\p{L}\p{N}_/@])@([a-z0-9_]+(?:[a-z0-9_.-]+[a-z0-9_]+)?)(?:@([a-z0-9.-]+\.[a-z]{2,}(?::\d+)?|localhost(?::\d+)?|\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?))?/giu;
export const HASHTAG_PATTERN = /(?<=^|[^\p{L}\p{N}_/&#])#([\p{L}\p{N}_]*[\p{L}_][\p{L}\p{N}_]*)/giu;

export interface MentionMatch {
  username: string;
  domain: string | null;
  index: number;
  length: number;
}

export function extractMentions(text: string): MentionMatch[] {
  const out: MentionMatch[] = [];
  for (const match of text.matchAll(MENTION_PATTERN)) {
    out.push({ username: match[1] ?? '', domain: match[2]?.toLowerCase() ?? null, index: match.index ?? 0, length: match[0].length });
  }
  return out;
}

/** Lowercase tag names, each once, in order of first use. */
export function extractHashtags(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(HASHTAG_PATTERN)) if (match[1]) names.add(match[1].toLowerCase());
  return [...names];
}
