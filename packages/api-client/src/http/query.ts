export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type QueryParams = Readonly<Record<string, QueryValue>>;

/** Rails-style query: arrays as `key[]=a&key[]=b`; null and undefined are left out. */
export function appendQuery(url: URL, params: QueryParams | undefined): void {
  if (!params) return;
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) url.searchParams.append(`${key}[]`, String(item));
    } else {
      url.searchParams.append(key, String(value));
    }
  }
}
