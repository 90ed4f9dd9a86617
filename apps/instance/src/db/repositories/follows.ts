import type { Db } from '../connection';

export function followRequestCount(db: Db, targetId: string): number {
  return db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM follow_requests WHERE target_account_id = ?').get(targetId)?.n ?? 0;
}
