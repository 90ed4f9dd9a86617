import type { Status } from '@trumpet/api-client';
import { escapeHtml, htmlToPlainText } from '../../text/plain-text';

interface Handle {
  id: string;
  acct: string;
}

/**
 * SPEC §4 Compose "Reply prefills mentions of the author and other mentioned accounts except
 * oneself": `@acct ` for each (the author first), each account once (Mastodon's statusToTextMentions).
 */
export function replyMentionText(accounts: readonly Handle[], me: string | null): string {
  const seen = new Set<string>();
  let text = '';
  for (const account of accounts) {
    if (account.id === me || seen.has(account.id)) continue;
    seen.add(account.id);
    text += `@${account.acct} `;
  }
  return text;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text to redraft: the source the server sends back on delete, else the content as plain text
 * with each mention written `@acct` (Mastodon's expandMentions and unescapeHTML).
 */
export function redraftText(status: Pick<Status, 'text' | 'content' | 'mentions'>): string {
  if (status.text !== null) return status.text;
  let html = status.content;
  for (const mention of status.mentions) {
    const href = `href="(?:${escapeRegExp(mention.url)}|${escapeRegExp(escapeHtml(mention.url))})"`;
    html = html.replace(new RegExp(`<a\\s[^>]*${href}[^>]*>[\\s\\S]*?<\\/a>`, 'g'), () => `@${mention.acct}`);
  }
  return htmlToPlainText(html);
}
