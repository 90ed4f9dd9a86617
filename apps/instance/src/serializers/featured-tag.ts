import type { Instance } from '../context';
import type { FeaturedTagRow } from '../db/repositories/featured-tags';
import type { AccountRow } from '../db/rows';
import { accountUrl } from './urls';

/** https://docs.joinmastodon.org/entities/FeaturedTag/ */
export interface FeaturedTagJson {
  id: string;
  name: string;
  url: string;
  /** A numeric string, as REST::FeaturedTagSerializer sends it. */
  statuses_count: string;
  /** The day (YYYY-MM-DD) of the latest status with the tag. */
  last_status_at: string | null;
}

export function serializeFeaturedTag(instance: Instance, account: AccountRow, row: FeaturedTagRow): FeaturedTagJson {
  return {
    id: row.id,
    name: row.name,
    url: `${accountUrl(instance, account)}/tagged/${encodeURIComponent(row.name)}`,
    statuses_count: String(row.statuses_count),
    last_status_at: row.last_status_at?.slice(0, 10) ?? null,
  };
}
