/** SPEC §2: card descriptions are trimmed to about 50 characters. */
export const CARD_DESCRIPTION_LENGTH = 50;

/**
 * Trims at the first word boundary at or after `length` characters and adds '…' when text was cut
 * (Mastodon's card.js `trim`); whitespace runs are collapsed first.
 */
export function trimDescription(text: string, length = CARD_DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= length) return clean;
  const cut = clean.indexOf(' ', length);
  if (cut === -1) return clean;
  return `${clean.slice(0, cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
