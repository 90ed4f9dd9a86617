import type { Instance } from '../context';
import { mediaOfScheduledStatuses, type ScheduledStatusRow } from '../db/repositories/scheduled-statuses';
import { paramsOf, type ScheduledParams } from '../services/scheduled-statuses';
import { serializeMedia, type MediaJson } from './media';

/**
 * https://docs.joinmastodon.org/entities/ScheduledStatus/ — `params` as Mastodon stores the post
 * request: `in_reply_to_id` and `application_id` are numbers there (JSON integers), `scheduled_at`
 * null, `with_rate_limit` false.
 */
export interface ScheduledStatusJson {
  id: string;
  scheduled_at: string;
  params: Omit<ScheduledParams, 'in_reply_to_id' | 'application_id' | 'quote_approval_policy'> & {
    quote_approval_policy?: NonNullable<ScheduledParams['quote_approval_policy']>;
    in_reply_to_id: number | null;
    application_id: number | null;
    scheduled_at: null;
    with_rate_limit: false;
  };
  media_attachments: MediaJson[];
}

export function serializeScheduledStatuses(instance: Instance, rows: readonly ScheduledStatusRow[]): ScheduledStatusJson[] {
  const media = mediaOfScheduledStatuses(instance.db, rows.map((row) => row.id));
  return rows.map((row) => {
    const { quote_approval_policy: policy, ...params } = paramsOf(row);
    return {
      id: row.id,
      scheduled_at: row.scheduled_at,
      params: {
        ...params,
        // Left out rather than null when none was asked for: the reference allows only a policy name.
        ...(policy === null ? {} : { quote_approval_policy: policy }),
        in_reply_to_id: params.in_reply_to_id === null ? null : Number(params.in_reply_to_id),
        application_id: params.application_id === null ? null : Number(params.application_id),
        scheduled_at: null,
        with_rate_limit: false,
      },
      media_attachments: (media.get(row.id) ?? []).map((m) => serializeMedia(instance, m)),
    };
  });
}

export function serializeScheduledStatus(instance: Instance, row: ScheduledStatusRow): ScheduledStatusJson {
  const [json] = serializeScheduledStatuses(instance, [row]);
  if (!json) throw new Error(`scheduled status ${row.id} was not serialized`);
  return json;
}
