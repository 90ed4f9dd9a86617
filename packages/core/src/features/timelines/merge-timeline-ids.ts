/** Mastodon's compareId: snowflake ids compare by length, then as strings. */
export function compareId(a: string, b: string): number {
  if (a.length !== b.length) return a.length > b.length ? 1 : -1;
  return a === b ? 0 : a > b ? 1 : -1;
}

function findLastIndex<T>(list: readonly T[], test: (item: T) => boolean): number {
  for (let i = list.length - 1; i >= 0; i -= 1) if (test(list[i] as T)) return i;
  return -1;
}

/**
 * Merges a page of ids (newest first) into a timeline's items, in order: ids inside the page's range
 * are replaced by the page (filling a gap it covers), and a partial page gets a gap above it.
 * https://github.com/mastodon/mastodon/blob/v3.1.0/app/javascript/mastodon/reducers/timelines.js (expandNormalizedTimeline)
 */
export function mergeTimelineIds(oldIds: readonly (string | null)[], newIds: readonly string[], partial: boolean): (string | null)[] {
  const first = newIds[0];
  const last = newIds[newIds.length - 1];
  if (first === undefined || last === undefined) return [...oldIds];
  const lastIndex = findLastIndex(oldIds, (id) => id !== null && compareId(id, last) >= 0) + 1;
  const firstIndex = findLastIndex(oldIds.slice(0, lastIndex), (id) => id !== null && compareId(id, first) > 0);
  const page: (string | null)[] = [...newIds];
  const fresh = new Set(newIds);
  const kept = (ids: readonly (string | null)[]) => ids.filter((id) => id === null || !fresh.has(id));
  if (firstIndex < 0) {
    return [...(partial ? [null, ...page] : page), ...kept(oldIds.slice(lastIndex))];
  }
  const gapAbove = partial && oldIds[firstIndex] !== null;
  return [...kept(oldIds.slice(0, firstIndex + 1)), ...(gapAbove ? [null, ...page] : page), ...kept(oldIds.slice(lastIndex))];
}
