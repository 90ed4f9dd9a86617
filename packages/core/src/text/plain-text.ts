// Plain text from status and field HTML without a DOM. Reference: mastodon/mastodon
// app/javascript/mastodon/actions/importer/normalizer.js (search_index, value_plain) and
// utils/html.js (unescapeHTML): <br> becomes '\n', '</p><p>' becomes '\n\n', tags are dropped
// and entities decoded, as the DOM's textContent would.

const LINE_BREAK = /<br(?:\s[^>]*)?\/?>/gi;
const PARAGRAPH_BREAK = /<\/p>\s*<p(?:\s[^>]*)?>/gi;
const MARKUP = /<!--[\s\S]*?-->|<![^>]*>|<\/?[A-Za-z](?:[^>"']|"[^"]*"|'[^']*')*>/g;
const ENTITY = /&(?:#(\d+)|#[xX]([0-9A-Fa-f]+)|([A-Za-z][A-Za-z0-9]*));/g;

const NAMED_ENTITIES: ReadonlyMap<string, string> = new Map(Object.entries({
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00A0',
  shy: '\u00AD',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  middot: '·',
  bull: '•',
  copy: '©',
  reg: '®',
  trade: '™',
  zwj: '\u200D',
  zwnj: '\u200C',
}));

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function fromCodePoint(codePoint: number): string {
  const valid = codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff);
  return String.fromCodePoint(valid ? codePoint : 0xfffd);
}

/** Decodes character references in one pass, so '&amp;lt;' gives '&lt;'; unknown names stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (entity, decimal?: string, hex?: string, name?: string) => {
    if (decimal !== undefined) return fromCodePoint(Number.parseInt(decimal, 10));
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16));
    return (name !== undefined && NAMED_ENTITIES.get(name)) || entity;
  });
}

export function htmlToPlainText(html: string): string {
  return decodeEntities(html.replace(LINE_BREAK, '\n').replace(PARAGRAPH_BREAK, '\n\n').replace(MARKUP, ''));
}

/**
 * The status search_index: the content warning and the content as plain text, separated by a
 * blank line. spoiler_text is already plain text in the API, so it is kept as written.
 */
export function statusSearchIndex(spoilerText: string, contentHtml: string): string {
  const content = htmlToPlainText(contentHtml);
  return spoilerText === '' ? content : `${spoilerText}\n\n${content}`;
}

/** Escapes & < > " ' like the escape-html package Mastodon uses. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}
