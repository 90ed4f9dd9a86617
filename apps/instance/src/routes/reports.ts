import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { findAccount } from '../db/queries';
import { notFound, unprocessable } from '../http/api-error';
import { requireUser } from '../http/auth';
import { bool, str, strArray } from '../http/param-readers';
import { paramsOf } from '../http/params';
import { serializeAccount } from '../serializers/account';

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
    const own = db.prepare<[string, string], { id: string }>('SELECT id FROM statuses WHERE id = ? AND account_id = ?');
    if (statusIds.some((id) => !own.get(id, target.id))) errors.push('Status ids must belong to the reported account');
    if (errors.length > 0) throw unprocessable(errors.join(', '));

    const forwarded = target.domain !== null && bool(params.forward) === true;
    const id = snowflake(instance.now());
    const createdAt = instance.now().toISOString();
    db.prepare(
      'INSERT INTO reports (id, account_id, target_account_id, status_ids, comment, forward, category, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(id, accountId, target.id, JSON.stringify(statusIds), comment, forwarded ? 1 : 0, category, createdAt);
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
