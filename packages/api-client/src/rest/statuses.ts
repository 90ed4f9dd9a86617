import * as z from 'zod/mini';
import {
  AccountSchema,
  ContextSchema,
  ScheduledStatusSchema,
  StatusEditSchema,
  StatusSchema,
  StatusSourceSchema,
  TranslationSchema,
  type QuoteApprovalPolicy,
  type ScheduledStatus,
  type Status,
  type Visibility,
} from '../entities';
import type { HttpClient } from '../http/http-client';
import { newIdempotencyKey } from '../http/idempotency';
import type { PageOptions, RequestOptions, RequestSpec } from '../http/types';
import { seg, type RangeParams } from './params';

export interface PollParams {
  options: string[];
  /** Seconds. */
  expires_in: number;
  multiple?: boolean;
  hide_totals?: boolean;
}

/** The body of POST /api/v1/statuses for a status posted now. */
export interface CreateStatusParams {
  status?: string;
  in_reply_to_id?: string | null;
  media_ids?: string[];
  sensitive?: boolean;
  spoiler_text?: string;
  /** `local` is Pleroma and Akkoma only. */
  visibility?: Exclude<Visibility, 'unknown'>;
  language?: string | null;
  /** A status is posted now unless `scheduled_at` is set: see ScheduleStatusParams. */
  scheduled_at?: null;
  poll?: PollParams | null;
  /** The status to quote (Mastodon 4.5+). */
  quoted_status_id?: string | null;
  /** Who may quote this status (Mastodon 4.5+); the user's default when left out. */
  quote_approval_policy?: QuoteApprovalPolicy;
}

/** The body of POST /api/v1/statuses for a status posted later: the answer is a ScheduledStatus. */
export interface ScheduleStatusParams extends Omit<CreateStatusParams, 'scheduled_at'> {
  /** An ISO 8601 datetime at least 5 minutes ahead. */
  scheduled_at: string;
}

/** The body of PUT /api/v1/statuses/:id. Mastodon drops media and a poll left out: send the status as it should stand. */
export interface EditStatusParams {
  status?: string;
  spoiler_text?: string;
  sensitive?: boolean;
  language?: string | null;
  media_ids?: string[];
  /** New descriptions and focal points of attached media, applied with the edit. */
  media_attributes?: ReadonlyArray<{ id: string; description?: string; focus?: string }>;
  poll?: PollParams | null;
  quote_approval_policy?: QuoteApprovalPolicy;
}

export interface CreateStatusOptions extends RequestOptions {
  /** Reuse the same key to retry a post without posting it twice; a fresh one is made if absent. */
  idempotencyKey?: string;
}

/** https://docs.joinmastodon.org/methods/statuses/ */
export function createStatusesResource(http: HttpClient) {
  const path = (id: string) => `/api/v1/statuses/${seg(id)}`;
  const action = (id: string, verb: string, options?: RequestOptions, json?: unknown) =>
    http.json(StatusSchema, { method: 'POST', path: `${path(id)}/${verb}`, json }, options);

  /** Posts a status; with `scheduled_at`, schedules it instead and answers the ScheduledStatus. */
  function create(params: ScheduleStatusParams, options?: CreateStatusOptions): Promise<ScheduledStatus>;
  function create(params: CreateStatusParams, options?: CreateStatusOptions): Promise<Status>;
  function create(params: CreateStatusParams | ScheduleStatusParams, options: CreateStatusOptions = {}): Promise<Status | ScheduledStatus> {
    const spec: RequestSpec = {
      method: 'POST',
      path: '/api/v1/statuses',
      json: params,
      headers: { 'Idempotency-Key': options.idempotencyKey ?? newIdempotencyKey() },
    };
    return typeof params.scheduled_at === 'string' ? http.json(ScheduledStatusSchema, spec, options) : http.json(StatusSchema, spec, options);
  }

  return {
    create,
    /** Edits a status (Mastodon 3.5+); the answer is the status as it now stands. */
    edit: (id: string, params: EditStatusParams, options?: RequestOptions) =>
      http.json(StatusSchema, { method: 'PUT', path: path(id), json: params }, options),
    /** Every revision of an edited status, oldest first. https://docs.joinmastodon.org/methods/statuses/#history */
    history: (id: string, options?: RequestOptions) =>
      http.json(z.array(StatusEditSchema), { method: 'GET', path: `${path(id)}/history` }, options),
    /** The plain text of a status, to edit it. https://docs.joinmastodon.org/methods/statuses/#source */
    source: (id: string, options?: RequestOptions) =>
      http.json(StatusSourceSchema, { method: 'GET', path: `${path(id)}/source` }, options),
    /** Machine-translates a status, into `lang` or else the user's locale. https://docs.joinmastodon.org/methods/statuses/#translate */
    translate: (id: string, params: { lang?: string } = {}, options?: RequestOptions) =>
      http.json(TranslationSchema, { method: 'POST', path: `${path(id)}/translate`, json: params }, options),
    /** The statuses quoting this one (Mastodon 4.5+; the author sees them all). https://docs.joinmastodon.org/methods/statuses/#quotes */
    quotes: (id: string, params: RangeParams = {}, options?: PageOptions) =>
      http.paginate(StatusSchema, { method: 'GET', path: `${path(id)}/quotes`, query: { ...params } }, options),
    /** Withdraws the approval of a quote of one's own status; answers the quoting status. https://docs.joinmastodon.org/methods/statuses/#revoke_quote */
    revokeQuote: (id: string, quotingStatusId: string, options?: RequestOptions) =>
      http.json(StatusSchema, { method: 'POST', path: `${path(id)}/quotes/${seg(quotingStatusId)}/revoke` }, options),
    /** Changes who may quote a status (Mastodon 4.5+). https://docs.joinmastodon.org/methods/statuses/#interaction_policy */
    updateInteractionPolicy: (id: string, params: { quote_approval_policy: QuoteApprovalPolicy }, options?: RequestOptions) =>
      http.json(StatusSchema, { method: 'PUT', path: `${path(id)}/interaction_policy`, json: params }, options),
    fetch: (id: string, options?: RequestOptions) => http.json(StatusSchema, { method: 'GET', path: path(id) }, options),
    /** Up to 20 statuses at once, those the viewer may see, in the order asked (Mastodon 4.3+). https://docs.joinmastodon.org/methods/statuses/#index */
    fetchMany: (ids: readonly string[], options?: RequestOptions) =>
      http.json(z.array(StatusSchema), { method: 'GET', path: '/api/v1/statuses', query: { id: ids } }, options),
    context: (id: string, options?: RequestOptions) =>
      http.json(ContextSchema, { method: 'GET', path: `${path(id)}/context` }, options),
    /** The answer carries `text` (the source) so the client can redraft. */
    remove: (id: string, options?: RequestOptions) => http.json(StatusSchema, { method: 'DELETE', path: path(id) }, options),
    reblog: (id: string, params: { visibility?: 'public' | 'unlisted' | 'private' } = {}, options?: RequestOptions) =>
      action(id, 'reblog', options, params),
    unreblog: (id: string, options?: RequestOptions) => action(id, 'unreblog', options),
    favourite: (id: string, options?: RequestOptions) => action(id, 'favourite', options),
    unfavourite: (id: string, options?: RequestOptions) => action(id, 'unfavourite', options),
    bookmark: (id: string, options?: RequestOptions) => action(id, 'bookmark', options),
    unbookmark: (id: string, options?: RequestOptions) => action(id, 'unbookmark', options),
    pin: (id: string, options?: RequestOptions) => action(id, 'pin', options),
    unpin: (id: string, options?: RequestOptions) => action(id, 'unpin', options),
    mute: (id: string, options?: RequestOptions) => action(id, 'mute', options),
    unmute: (id: string, options?: RequestOptions) => action(id, 'unmute', options),
    rebloggedBy: (id: string, params: RangeParams = {}, options?: PageOptions) =>
      http.paginate(AccountSchema, { method: 'GET', path: `${path(id)}/reblogged_by`, query: { ...params } }, options),
    favouritedBy: (id: string, params: RangeParams = {}, options?: PageOptions) =>
      http.paginate(AccountSchema, { method: 'GET', path: `${path(id)}/favourited_by`, query: { ...params } }, options),
  };
}

export type StatusesResource = ReturnType<typeof createStatusesResource>;
