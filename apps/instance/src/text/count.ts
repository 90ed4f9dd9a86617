import { MENTION_PATTERN, URL_PATTERN } from './extract';

export const URL_LENGTH = 23;

/**
 * The length Mastodon counts for a status: every URL as 23 characters, a remote mention as its
 * local part only, characters as code points. The content warning counts too.
 * https://docs.joinmastodon.org/user/posting/#text
 */
export function statusLength(text: string, spoilerText = ''): number {
  const counted = text
    .replace(URL_PATTERN, 'x'.repeat(URL_LENGTH))
    .replace(MENTION_PATTERN, (_whole: string, username: string) => `@${username}`);
  return [...counted].length + [...spoilerText].length;
}
