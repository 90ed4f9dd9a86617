export interface LinkCursors {
  next: string | null;
  prev: string | null;
}

const LINK = /<([^>]*)>([^<]*)/g;
const REL = /rel\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s;,]+))/i;

/**
 * Reads `rel="next"` and `rel="prev"` from a Link header, leniently: unquoted or single-quoted rels,
 * several rels in one value, any spacing or case, and `previous` as a synonym of `prev`.
 * https://docs.joinmastodon.org/api/guidelines/#pagination
 */
export function parseLinkHeader(header: string | null | undefined): LinkCursors {
  const cursors: LinkCursors = { next: null, prev: null };
  if (!header) return cursors;
  for (const match of header.matchAll(LINK)) {
    const url = match[1]?.trim();
    const rel = REL.exec(match[2] ?? '');
    if (!url || !rel) continue;
    const names = (rel[1] ?? rel[2] ?? rel[3] ?? '').toLowerCase().split(/\s+/);
    if (names.includes('next') && cursors.next === null) cursors.next = url;
    if ((names.includes('prev') || names.includes('previous')) && cursors.prev === null) cursors.prev = url;
  }
  return cursors;
}
