export interface FilterRow {
  id: string;
  account_id: string;
  phrase: string;
  context: string;
  whole_word: number;
  irreversible: number;
  expires_at: string | null;
  created_at: string;
}

export interface FilterJson {
  id: string;
  phrase: string;
  context: string[];
  whole_word: boolean;
  expires_at: string | null;
  irreversible: boolean;
}

export function filterContexts(row: Pick<FilterRow, 'context'>): string[] {
  try {
    const parsed: unknown = JSON.parse(row.context);
    return Array.isArray(parsed) ? parsed.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}

/** https://docs.joinmastodon.org/entities/V1_Filter/ */
export function serializeFilter(row: FilterRow): FilterJson {
  return {
    id: row.id,
    phrase: row.phrase,
    context: filterContexts(row),
    whole_word: row.whole_word === 1,
    expires_at: row.expires_at,
    irreversible: row.irreversible === 1,
  };
}
