import type { Db } from '../connection';

export function followRequestCount(db: Db, targetId: string): number {
  return db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM follow_requests WHERE target_account_id = ?').get(targetId)?.n ?? 0;
}

/** Whether `accountId` follows `targetId` or has asked to. */
export function followsOrRequested(db: Db, accountId: string, targetId: string): boolean {
  return (
    db
      .prepare<[string, string, string, string], { one: number }>(
        `SELECT 1 AS one WHERE EXISTS (SELECT 1 FROM follows WHERE account_id = ? AND target_account_id = ?)
           OR EXISTS (SELECT 1 FROM follow_requests WHERE account_id = ? AND target_account_id = ?)`,
      )
      .get(accountId, targetId, accountId, targetId) !== undefined
  );
}
