// The compose counter, SPEC §5 and §9. Reference: mastodon/mastodon
// app/javascript/mastodon/features/compose/util/counter.js and url_regex.js (twitter-text's URL
// pattern with a required protocol), app/validators/status_length_validator.rb on the server.

export const MAX_CHARS = 500;
export const URL_PLACEHOLDER_LENGTH = 23;

const URL_PLACEHOLDER = 'x'.repeat(URL_PLACEHOLDER_LENGTH);

// Approximates twitter-text: a domain needs a dot and an alphabetic TLD (twitter-text checks a
// TLD list), and a link may not end in punctuation such as . , ! ? ) unless the parenthesis is
// balanced within the path.
const ALNUM = String.raw`\p{L}\p{M}\p{N}`;
const LABEL = String.raw`[${ALNUM}](?:[${ALNUM}_-]*[${ALNUM}])?`;
const DOMAIN = String.raw`(?:${LABEL}\.)+(?:xn--[a-z0-9-]+|\p{L}[\p{L}\p{M}]+)(?![${ALNUM}_-])`;
const PATH_CHAR = String.raw`[${ALNUM}!*';:=+,.$/%#\[\]\-\u2013_~|&@]`;
const PARENS = String.raw`\(${PATH_CHAR}*\)`;
const PATH_END = String.raw`[${ALNUM}+\-=_#/]`;
const PATH = String.raw`\/(?:(?:${PATH_CHAR}|${PARENS})*(?:${PATH_END}|${PARENS}))?`;
const QUERY = String.raw`\?[a-z0-9!?*'@();:&=+$/%#\[\]\-_.,~|]*[a-z0-9\-_&=#/]`;
const URL_PATTERN = new RegExp(
  String.raw`(?<![A-Za-z0-9@＠$#＃\u202A-\u202E])https?:\/\/${DOMAIN}(?::\d+)?(?:${PATH})?(?:${QUERY})?`,
  'giu',
);

/** The text without its links (each as the counter finds them), e.g. before guessing its language. */
export const removeLinks = (text: string): string => text.replace(URL_PATTERN, '');

// A remote mention counts as its local part: '@alice@example.com' → '@alice'.
const REMOTE_MENTION = /(?<![=/\p{L}\p{M}\p{N}_])@([a-z0-9_]+(?:[a-z0-9_.-]+[a-z0-9_]+)?)@[\p{L}\p{M}\p{N}_.-]*[\p{L}\p{M}\p{N}_]/giu;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

// Iterating Intl.Segmenter takes time quadratic in the string's length (V8, Node 20), so long
// texts are cut into pieces where a grapheme break is certain: between two characters of
// Grapheme_Cluster_Break=Other (UAX #29 GB999) from this BMP list, which has no combining marks,
// prepend characters or conjoining jamo.
const SIMPLE_PAIR_RUN =
  /[\u0020-\u007E\u00A0-\u024F\u0370-\u0482\u048A-\u052F\u05D0-\u05EA\u0620-\u064A\u3000-\u3029\u3041-\u3096\u30A1-\u30FA\u30FC\u4E00-\u9FFF\uAC00-\uD7A3\uFF01-\uFF5E]{2,}/g;

function segmentCount(text: string): number {
  let count = 0;
  for (const _segment of graphemes.segment(text)) count += 1;
  return count;
}

/** The text as the counter sees it: each link as 23 characters, remote mentions without their domain. */
export function countableText(text: string): string {
  return text.replace(URL_PATTERN, URL_PLACEHOLDER).replace(REMOTE_MENTION, '@$1');
}

/**
 * Counts user-perceived characters (grapheme clusters), as Mastodon does: the web client with
 * stringz, the server with each_grapheme_cluster. A ZWJ emoji sequence or a flag is 1.
 */
export function characterCount(text: string): number {
  let count = 0;
  let pieceStart = 0;
  for (const run of text.matchAll(SIMPLE_PAIR_RUN)) {
    // The run's first character ends the current piece and its last one starts the next;
    // each character between them is a cluster of its own.
    count += segmentCount(text.slice(pieceStart, run.index + 1)) + run[0].length - 2;
    pieceStart = run.index + run[0].length - 1;
  }
  return count + segmentCount(text.slice(pieceStart));
}

/** Warning text plus main text, as the server validates it: only the main text is made countable. */
export function statusLength(text: string, spoilerText = ''): number {
  return characterCount(spoilerText + countableText(text));
}
