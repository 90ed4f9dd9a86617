/**
 * The language ranges of an Accept-Language header, most preferred first (highest q, the first of
 * equals); '*', malformed ranges and q=0 name none. https://www.rfc-editor.org/rfc/rfc9110#name-accept-language
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  const ranges: { tag: string; q: number }[] = [];
  for (const entry of header.split(',')) {
    const [range = '', ...params] = entry.trim().split(';');
    const tag = range.trim();
    if (!/^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/.test(tag)) continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!(q > 0) || q > 1) continue;
    ranges.push({ tag, q });
  }
  return ranges.sort((a, b) => b.q - a.q).map((range) => range.tag);
}

/** The language a request's Accept-Language header prefers most, or null for none. */
export const preferredLanguage = (header: string | undefined): string | null => acceptedLanguages(header)[0] ?? null;

/**
 * The one of `available` that best answers the header, as Mastodon's http_accept_language
 * (`compatible_language_from`): for each range in order of preference, an available tag that is the
 * same, or of the same language ('de-AT' → 'de'); null when none is.
 */
export function bestAvailableLanguage<T extends string>(header: string | undefined, available: readonly T[]): T | null {
  const primary = (tag: string) => tag.toLowerCase().split('-')[0];
  for (const wanted of acceptedLanguages(header)) {
    const lower = wanted.toLowerCase();
    const match = available.find((tag) => tag.toLowerCase() === lower) ?? available.find((tag) => primary(tag) === primary(wanted));
    if (match !== undefined) return match;
  }
  return null;
}
