import { HASHTAG_PATTERN, MENTION_PATTERN, URL_PATTERN } from './extract';

export interface MentionTarget {
  username: string;
  url: string;
}

export interface RenderOptions {
  baseUrl: string;
  /** Resolves `@user` or `@user@domain` to the account it names, or null to leave it as text. */
  resolveMention: (username: string, domain: string | null) => MentionTarget | null;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

type Token = { kind: 'url' | 'mention' | 'tag'; index: number; length: number; html: string };

/**
 * Plain text to the HTML Mastodon produces: paragraphs on blank lines, `<br />` on single
 * newlines, and links for URLs, mentions and hashtags with Mastodon's classes.
 */
export function renderStatusHtml(text: string, options: RenderOptions): string {
  const paragraphs = text.replace(/\r\n?/g, '\n').trim().split(/\n{2,}/);
  return paragraphs
    .filter((p) => p.trim().length > 0)
    .map((p) => `<p>${p.split('\n').map((line) => linkify(line, options)).join('<br />')}</p>`)
    .join('');
}

/** A bio or a profile field value: the same links, one paragraph per blank-line block. */
export function renderPlainHtml(text: string, options: RenderOptions): string {
  return text.trim() === '' ? '' : renderStatusHtml(text, options);
}

function linkify(line: string, options: RenderOptions): string {
  const tokens: Token[] = [];
  for (const m of line.matchAll(URL_PATTERN)) tokens.push({ kind: 'url', index: m.index ?? 0, length: m[0].length, html: urlLink(m[0]) });
  for (const m of line.matchAll(MENTION_PATTERN)) {
    const target = options.resolveMention(m[1] ?? '', m[2]?.toLowerCase() ?? null);
    if (target) tokens.push({ kind: 'mention', index: m.index ?? 0, length: m[0].length, html: mentionLink(target) });
  }
  for (const m of line.matchAll(HASHTAG_PATTERN)) {
    const tag = m[1] ?? '';
    tokens.push({ kind: 'tag', index: m.index ?? 0, length: m[0].length, html: tagLink(tag, options.baseUrl) });
  }
  tokens.sort((a, b) => a.index - b.index || b.length - a.length);
  let out = '';
  let cursor = 0;
  for (const token of tokens) {
    if (token.index < cursor) continue;
    out += escapeHtml(line.slice(cursor, token.index)) + token.html;
    cursor = token.index + token.length;
  }
  return out + escapeHtml(line.slice(cursor));
}

function urlLink(url: string): string {
  const match = /^(https?:\/\/(?:www\.)?)(.*)$/i.exec(url);
  const prefix = match?.[1] ?? '';
  const rest = match?.[2] ?? url;
  const display = rest.slice(0, 30);
  const hidden = rest.slice(30);
  return (
    `<a href="${escapeHtml(url)}" target="_blank" rel="nofollow noopener noreferrer" translate="no">` +
    `<span class="invisible">${escapeHtml(prefix)}</span>` +
    `<span class="${hidden ? 'ellipsis' : ''}">${escapeHtml(display)}</span>` +
    `<span class="invisible">${escapeHtml(hidden)}</span></a>`
  );
}

function mentionLink(target: MentionTarget): string {
  return `<span class="h-card" translate="no"><a href="${escapeHtml(target.url)}" class="u-url mention">@<span>${escapeHtml(target.username)}</span></a></span>`;
}

function tagLink(tag: string, baseUrl: string): string {
  return `<a href="${escapeHtml(`${baseUrl}/tags/${encodeURIComponent(tag.toLowerCase())}`)}" class="mention hashtag" rel="tag">#<span>${escapeHtml(tag)}</span></a>`;
}
