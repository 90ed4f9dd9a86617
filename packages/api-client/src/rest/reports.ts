import * as z from 'zod/mini';
import type { HttpClient } from '../http/http-client';
import type { RequestOptions } from '../http/types';

export interface ReportParams {
  account_id: string;
  status_ids?: readonly string[];
  comment?: string;
  /** Also send an anonymised copy to the account's server. */
  forward?: boolean;
  category?: 'spam' | 'legal' | 'violation' | 'other';
  /** The instance rules broken, with `category: 'violation'`. */
  rule_ids?: readonly string[];
}

const ReportSchema = z.object({ id: z.pipe(z.union([z.string(), z.number()]), z.transform((value) => String(value))) });

/** https://docs.joinmastodon.org/methods/reports/ */
export function createReportsResource(http: HttpClient) {
  return {
    create: (params: ReportParams, options?: RequestOptions) =>
      http.json(ReportSchema, { method: 'POST', path: '/api/v1/reports', json: params }, options),
  };
}

export type ReportsResource = ReturnType<typeof createReportsResource>;
