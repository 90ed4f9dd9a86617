/** Cursor params every Mastodon list takes. https://docs.joinmastodon.org/api/guidelines/#pagination */
export interface RangeParams {
  max_id?: string | null;
  since_id?: string | null;
  min_id?: string | null;
  limit?: number | null;
}

/** Encodes a path segment taken from an id or tag, so a hostile id cannot change the path. */
export const seg = (value: string): string => encodeURIComponent(value);
