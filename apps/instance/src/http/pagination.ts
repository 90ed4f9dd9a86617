export interface PageQuery {
  maxId: string | null;
  sinceId: string | null;
  minId: string | null;
  limit: number;
}

/**
 * `LIMIT n` for a page, written into the SQL: bound as a parameter, the limit leaves SQLite planning
 * for every row rather than reading in index order and stopping (several times slower on timelines).
 */
export function limitSql(limit: number): string {
  if (!Number.isSafeInteger(limit)) throw new TypeError(`a page limit must be an integer, not ${limit}`);
  return `LIMIT ${limit}`;
}

/**
 * The SQL range for a page over `column` (a snowflake): newest first, except with min_id, which
 * walks up from min_id (the rows are then reversed so the answer is still newest first).
 */
export function pageRange(column: string, page: PageQuery): { where: string[]; params: string[]; order: string; reverse: boolean } {
  const where: string[] = [];
  const params: string[] = [];
  if (page.maxId) {
    where.push(`${column} < ?`);
    params.push(page.maxId);
  }
  if (page.sinceId) {
    where.push(`${column} > ?`);
    params.push(page.sinceId);
  }
  if (page.minId) {
    where.push(`${column} > ?`);
    params.push(page.minId);
  }
  return { where, params, order: page.minId ? `${column} ASC` : `${column} DESC`, reverse: page.minId !== null };
}

/** The most of the request's params a Link URL carries on, so the header stays within what HTTP clients accept. */
const MAX_KEPT_QUERY = 2048;

/**
 * The Link header for a page: `next` asks for what is older than the last row, `prev` for what
 * is newer than the first, each keeping the request's other params (those that fit).
 * https://docs.joinmastodon.org/api/guidelines/#pagination
 */
export function linkHeader(
  baseUrl: string,
  path: string,
  query: Record<string, unknown>,
  cursors: { first: string | undefined; last: string | undefined },
): string | null {
  if (cursors.first === undefined || cursors.last === undefined) return null;
  const link = (rel: 'next' | 'prev', key: 'max_id' | 'min_id', id: string): string => {
    const url = new URL(path, baseUrl);
    let kept = 0;
    for (const [name, value] of Object.entries(query)) {
      if (['max_id', 'min_id', 'since_id', 'access_token'].includes(name)) continue;
      const param = new URLSearchParams();
      if (Array.isArray(value)) for (const item of value) param.append(`${name}[]`, String(item));
      else if (value !== undefined && value !== null && typeof value !== 'object') param.set(name, String(value));
      const encoded = param.toString();
      if (encoded === '' || kept + encoded.length > MAX_KEPT_QUERY) continue;
      kept += encoded.length + 1;
      for (const [paramName, paramValue] of param) url.searchParams.append(paramName, paramValue);
    }
    url.searchParams.set(key, id);
    return `<${url.toString()}>; rel="${rel}"`;
  };
  return [link('next', 'max_id', cursors.last), link('prev', 'min_id', cursors.first)].join(', ');
}
