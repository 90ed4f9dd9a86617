/** The pure arithmetic of the virtualised Feed: item keys, offsets and the rendered range. */

/** SPEC §9: rendering margin 300 % of the viewport above and below. */
export const RENDER_MARGIN = 3;
/** SPEC §9: load more within 400 px of the bottom. */
export const LOAD_MORE_DISTANCE = 400;
/** SPEC §9: scroll handlers throttled to 150 ms. */
export const SCROLL_THROTTLE_MS = 150;
/** Mastodon's ScrollableList treats the list as at the top under 100 px (components/scrollable_list.js). */
export const TOP_THRESHOLD = 100;

/** A stable key per entry: the id, or for a gap (null) the id before it, so keys survive inserts above. */
export function feedKeys(ids: readonly (string | null)[]): string[] {
  let previous = 'head';
  const seen = new Set<string>();
  return ids.map((id) => {
    let key = id === null ? `gap:${previous}` : id;
    while (seen.has(key)) key = `${key}+`;
    seen.add(key);
    if (id !== null) previous = id;
    return key;
  });
}

/** offsets[i] is the top of item i; offsets[n] is the total height. */
export function computeOffsets(keys: readonly string[], heightOf: (key: string) => number): number[] {
  const offsets = new Array<number>(keys.length + 1);
  let top = 0;
  offsets[0] = 0;
  keys.forEach((key, index) => {
    top += heightOf(key);
    offsets[index + 1] = top;
  });
  return offsets;
}

/** The index of the item covering `position` (the last item whose top is at or above it). */
export function indexAt(offsets: readonly number[], position: number): number {
  const count = offsets.length - 1;
  if (count <= 0) return 0;
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((offsets[mid] ?? 0) <= position) low = mid;
    else high = mid - 1;
  }
  return low;
}

export interface FeedRange {
  start: number;
  /** Exclusive. */
  end: number;
}

/** Items that intersect the viewport widened by RENDER_MARGIN viewports above and below. */
export function visibleRange(offsets: readonly number[], scrollTop: number, viewport: number): FeedRange {
  const count = offsets.length - 1;
  if (count <= 0) return { start: 0, end: 0 };
  // Before the first layout the viewport is unknown: a screenful of estimated items is enough.
  const height = viewport > 0 ? viewport : 1000;
  const from = Math.max(0, scrollTop - height * RENDER_MARGIN);
  const to = scrollTop + height * (RENDER_MARGIN + 1);
  const start = indexAt(offsets, from);
  const end = Math.min(count, indexAt(offsets, to) + 1);
  return { start, end: Math.max(end, start) };
}
