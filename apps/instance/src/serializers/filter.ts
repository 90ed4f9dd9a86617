import { filterContexts } from '../db/repositories/filters';
import type { FilterRow } from '../db/rows';

export interface FilterJson {
  id: string;
  phrase: string;
  context: string[];
  whole_word: boolean;
  expires_at: string | null;
  irreversible: boolean;
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
