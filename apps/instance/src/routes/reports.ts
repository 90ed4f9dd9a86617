import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { findAccount } from '../db/queries';
import { notFound, unprocessable } from '../http/api-error';
import { signedIn } from '../http/auth';
import { flag, text, texts } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { serializeAccount } from '../serializers/account';
import { insertReport } from '../db/repositories/reports';
import { isStatusBy } from '../db/repositories/statuses';

const CATEGORIES = ['spam', 'legal', 'violation', 'other'];
const COMMENT_LIMIT = 1000;

const reportFields = z.object({
  account_id: text(),
  status_ids: texts(),
  rule_ids: texts(),
  comment: text(),
  category: text(),
  forward: flag(),
});

/**
 * https://docs.joinmastodon.org/methods/reports/ — as Mastodon's ReportService: the statuses must
 * be the reported account's, and `forward` only counts for a remote account.
 */
export function reportRoutes(app: FastifyInstance, instance: Instance): void {
  const { db } = instance;
  const api = apiRoutes(app, instance);

  api.post('/api/v1/reports', { auth: signedIn('write:reports'), body: reportFields }, async ({ auth: { accountId }, body }) => {
    const target = findAccount(db, body.account_id ?? '');
    if (!target) throw notFound();
    const statusIds = [...new Set(body.status_ids)];
    const ruleIds = body.rule_ids;
    const comment = body.comment ?? '';
    const category = body.category || (ruleIds.length > 0 ? 'violation' : 'other');

    const errors: string[] = [];
    if ([...comment].length > COMMENT_LIMIT) errors.push(`Comment is too long (maximum is ${COMMENT_LIMIT} characters)`);
    if (!CATEGORIES.includes(category)) errors.push('Category is not included in the list');
    // This instance has no server rules, so any rule id is unknown.
    if (ruleIds.length > 0) errors.push('Rule ids contain rules that do not exist');
    if (statusIds.some((id) => !isStatusBy(db, id, target.id))) errors.push('Status ids must belong to the reported account');
    if (errors.length > 0) throw unprocessable(errors.join(', '));

    const forwarded = target.domain !== null && body.forward === true;
    const id = snowflake(instance.now());
    const createdAt = instance.now().toISOString();
    insertReport(db, {
      id,
      account_id: accountId,
      target_account_id: target.id,
      status_ids: JSON.stringify(statusIds),
      comment,
      forward: forwarded ? 1 : 0,
      category,
      created_at: createdAt,
    });
    return {
      id,
      action_taken: false,
      action_taken_at: null,
      category,
      comment,
      forwarded,
      created_at: createdAt,
      status_ids: statusIds,
      rule_ids: null,
      target_account: serializeAccount(instance, target),
    };
  });
}
