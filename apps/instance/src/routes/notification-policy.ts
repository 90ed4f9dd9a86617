import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { findNotificationPolicy, saveNotificationPolicy } from '../db/repositories/notification-policies';
import { pendingRequestsSummary } from '../db/repositories/notification-requests';
import { unprocessable } from '../http/api-error';
import { signedIn } from '../http/auth';
import { text } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { isPolicyValue, POLICY_KEYS, policyOf, type PolicyKey, type PolicyValue } from '../services/notification-policy';

const policyFields = z.object({
  for_not_following: text(),
  for_not_followers: text(),
  for_new_accounts: text(),
  for_private_mentions: text(),
  for_limited_accounts: text(),
});

/** https://docs.joinmastodon.org/entities/NotificationPolicy/ */
type NotificationPolicyJson = Record<PolicyKey, PolicyValue> & { summary: { pending_requests_count: number; pending_notifications_count: number } };

/** https://docs.joinmastodon.org/methods/notifications/#get-policy */
export function notificationPolicyRoutes(app: FastifyInstance, instance: Instance): void {
  const { db } = instance;
  const api = apiRoutes(app, instance);

  const policyJson = (accountId: string): NotificationPolicyJson => {
    const summary = pendingRequestsSummary(db, accountId);
    return { ...policyOf(instance, accountId), summary: { pending_requests_count: summary.requests, pending_notifications_count: summary.notifications } };
  };

  api.get('/api/v2/notifications/policy', { auth: signedIn('read:notifications') }, async ({ auth: { accountId } }) => policyJson(accountId));

  /** Keys left out keep their value; a value other than accept, filter or drop is a 422 (Mastodon's enum would answer a 500). */
  const update = async ({ auth: { accountId }, body }: { auth: { accountId: string }; body: z.output<typeof policyFields> }) => {
    const policy = policyOf(instance, accountId);
    const invalid: string[] = [];
    for (const key of POLICY_KEYS) {
      const value = body[key];
      if (value === undefined) continue;
      if (isPolicyValue(value)) policy[key] = value;
      else invalid.push(`${key} is not included in the list`);
    }
    if (invalid.length > 0) throw unprocessable(invalid.join(', '));
    const now = instance.now().toISOString();
    saveNotificationPolicy(db, { account_id: accountId, ...policy, created_at: findNotificationPolicy(db, accountId)?.created_at ?? now, updated_at: now });
    return policyJson(accountId);
  };
  const writing = signedIn('write:notifications');
  api.patch('/api/v2/notifications/policy', { auth: writing, body: policyFields }, update);
  api.put('/api/v2/notifications/policy', { auth: writing, body: policyFields }, update);
}
