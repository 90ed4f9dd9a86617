import type { Db } from '../connection';
import { selectIn } from './in-list';

export interface ApplicationSummary {
  id: string;
  name: string;
  website: string | null;
}

export function applicationsByIds(db: Db, ids: readonly string[]): Map<string, ApplicationSummary> {
  const rows = selectIn<ApplicationSummary>(db, ids, (list) => `SELECT id, name, website FROM oauth_applications WHERE id IN (${list})`);
  return new Map(rows.map((row) => [row.id, row]));
}
