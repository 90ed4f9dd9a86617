/**
 * The composer's text for a page shared to the app (the manifest's share_target, GET /share?title&text&url),
 * as Mastodon's /share joins them: title, text and link, each once, blanks left out.
 */
export function sharedText(params: URLSearchParams): string {
  const parts: string[] = [];
  for (const name of ['title', 'text', 'url']) {
    const value = (params.get(name) ?? '').trim();
    if (value !== '' && !parts.some((part) => part.includes(value))) parts.push(value);
  }
  return parts.join(' ');
}

/** The query parameter that makes /share a reply to a post (a notification's Reply action opens it). */
const REPLY_PARAM = 'in_reply_to';

/** /share as a reply to a status: the composer opens in reply mode to it. */
export const replyShareUrl = (statusId: string): string => `/share?${new URLSearchParams({ [REPLY_PARAM]: statusId })}`;

/** The status /share is asked to reply to, if any. */
export function sharedReplyTo(params: URLSearchParams): string | null {
  const id = (params.get(REPLY_PARAM) ?? '').trim();
  return id === '' ? null : id;
}
