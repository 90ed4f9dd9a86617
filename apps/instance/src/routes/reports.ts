import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { findAccount } from '../db/queries';
import { notFound, unprocessable } from '../http/api-error';
import { requireUser } from '../http/auth';
import { bool, str, strArray } from '../http/param-readers';
import { paramsOf } from '../http/params';
import { serializeAccount } from '../serializers/account';
import { insertReport } from '../db/repositories/reports';
import { isStatusBy } from '../db/repositories/statuses';

const CATEGORIES = ['spam', 'legal', 'violation', 'other'];
const COMMENT_LIMIT = 1000;

/**
 * https://docs.joinmastodon.org/methods/reports/ — as Mastodon's ReportService: the statuses must
 * be the reported account's, and `forward` only counts for a remote account.
 */
export function reportRoutes(app: FastifyInstance, instance: Instance): void {
  const { db } = instance;

  app.post('/api/v1/reports', async (request) => {
    const { accountId } = requireUser(instance, request, 'write:reports');
    const params = paramsOf(request);
    const target = findAccount(db, str(params.account_id) ?? '');
    if (!target) throw notFound();
    const statusIds = [...new Set(strArray(params.status_ids))];
    const ruleIds = strArray(params.rule_ids);
    const comment = str(params.comment) ?? '';
    const category = str(params.category) || (ruleIds.length > 0 ? 'violation' : 'other');

    const errors: string[] = [];
    if ([...comment].length > COMMENT_LIMIT) errors.push(`Comment is too long (maximum is ${COMMENT_LIMIT} characters)`);
    if (!CATEGORIES.includes(category)) errors.push('Category is not included in the list');
    // This instance has no server rules, so any rule id is unknown.
    if (ruleIds.length > 0) errors.push('Rule ids contain rules that do not exist');
    if (statusIds.some((id) => !isStatusBy(db, id, target.id))) errors.push('Status ids must belong to the reported account');
    if (errors.length > 0) throw unprocessable(errors.join(', '));

    const forwarded = target.domain !== null && bool(params.forward) === true;
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
