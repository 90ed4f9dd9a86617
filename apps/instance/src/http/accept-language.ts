/**
 * The language a request's Accept-Language header prefers most (highest q, the first of equals),
 * or null for none ('*' and q=0 name none). https://www.rfc-editor.org/rfc/rfc9110#name-accept-language
 */
export function preferredLanguage(header: string | undefined): string | null {
  if (!header) return null;
  let best: { tag: string; q: number } | null = null;
  for (const entry of header.split(',')) {
    const [range = '', ...params] = entry.trim().split(';');
    const tag = range.trim();
    if (!/^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/.test(tag)) continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!(q > 0) || q > 1) continue;
    if (!best || q > best.q) best = { tag, q };
  }
  return best?.tag ?? null;
}
