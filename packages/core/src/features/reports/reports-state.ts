/** SPEC §3 "Report draft: account_id, status_ids, comment, forward, isSubmitting". */
export interface ReportsState {
  accountId: string | null;
  statusIds: string[];
  comment: string;
  forward: boolean;
  isSubmitting: boolean;
}

export const initialReports: ReportsState = { accountId: null, statusIds: [], comment: '', forward: false, isSubmitting: false };
