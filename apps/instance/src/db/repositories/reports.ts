import type { Db } from '../connection';

export interface ReportRow {
  id: string;
  account_id: string;
  target_account_id: string;
  /** The reported statuses' ids, as a JSON array. */
  status_ids: string;
  comment: string;
  forward: number;
  category: string;
  created_at: string;
}

export function insertReport(db: Db, row: ReportRow): void {
  db.prepare(
    `INSERT INTO reports (id, account_id, target_account_id, status_ids, comment, forward, category, created_at)
     VALUES (@id, @account_id, @target_account_id, @status_ids, @comment, @forward, @category, @created_at)`,
  ).run(row);
}
