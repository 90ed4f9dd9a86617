import type { Instance } from '../context';
import { findStatus, isFollowing } from '../db/queries';
import { snowflake } from '../db/ids';
import { findFollow } from '../db/repositories/follows';
import { findNotificationPolicy, hasNotificationPermission, repliesToPrivateMentionOf } from '../db/repositories/notification-policies';
import { upsertNotificationRequest } from '../db/repositories/notification-requests';
import type { AccountRow, NotificationPolicyRow } from '../db/rows';
import { isLimited } from '../policies/moderation';

export const POLICY_VALUES = ['accept', 'filter', 'drop'] as const;
export type PolicyValue = (typeof POLICY_VALUES)[number];

export const POLICY_KEYS = ['for_not_following', 'for_not_followers', 'for_new_accounts', 'for_private_mentions', 'for_limited_accounts'] as const;
export type PolicyKey = (typeof POLICY_KEYS)[number];

/** Mastodon's defaults for an account that never saved a policy. */
const DEFAULT_POLICY: Record<PolicyKey, PolicyValue> = {
  for_not_following: 'accept',
  for_not_followers: 'accept',
  for_new_accounts: 'accept',
  for_private_mentions: 'filter',
  for_limited_accounts: 'filter',
};

/** The types the policy applies to (Notification::PROPERTIES[type][:filterable]). */
const FILTERABLE_TYPES: ReadonlySet<string> = new Set(['mention', 'reblog', 'follow', 'follow_request', 'favourite', 'quote']);

/** The types a filtered notification of which opens a request (NotifyService#update_notification_request!). */
const REQUEST_TYPES: ReadonlySet<string> = new Set(['mention', 'quote']);

const DAY_MS = 24 * 60 * 60 * 1000;
const NEW_ACCOUNT_MS = 30 * DAY_MS;
const NEW_FOLLOWER_MS = 3 * DAY_MS;

const ROLE_RANK: Record<string, number> = { user: 0, moderator: 1, admin: 2 };

export function isPolicyValue(value: string): value is PolicyValue {
  return (POLICY_VALUES as readonly string[]).includes(value);
}

/** The account's policy, Mastodon's defaults where it never saved one. */
export function policyOf(instance: Instance, accountId: string): Record<PolicyKey, PolicyValue> {
  const row = findNotificationPolicy(instance.db, accountId);
  const policy = { ...DEFAULT_POLICY };
  if (row) for (const key of POLICY_KEYS) policy[key] = readValue(row, key);
  return policy;
}

function readValue(row: NotificationPolicyRow, key: PolicyKey): PolicyValue {
  const value = row[key];
  return isPolicyValue(value) ? value : DEFAULT_POLICY[key];
}

/**
 * What the recipient's policy does with a notification (NotifyService's DropCondition and
 * FilterCondition): `drop` when a condition whose policy is drop holds, else `filter` when one whose
 * policy is filter holds. Senders whose request was accepted, and staff mentioning, get through.
 */
export function policyVerdict(instance: Instance, recipient: AccountRow, sender: AccountRow, type: string, statusId: string | null): PolicyValue {
  const { db } = instance;
  if (!FILTERABLE_TYPES.has(type)) return 'accept';
  if (hasNotificationPermission(db, recipient.id, sender.id)) return 'accept';
  if (type === 'mention' && fromStaff(sender, recipient)) return 'accept';
  const policy = policyOf(instance, recipient.id);
  const now = instance.now().getTime();
  const notFollowing = !isFollowing(db, recipient.id, sender.id);
  const conditions: [PolicyKey, () => boolean][] = [
    ['for_not_following', () => notFollowing],
    ['for_not_followers', () => notFollower(instance, sender.id, recipient.id, now)],
    ['for_new_accounts', () => notFollowing && Date.parse(sender.created_at) > now - NEW_ACCOUNT_MS],
    ['for_private_mentions', () => notFollowing && type === 'mention' && statusId !== null && privateMentionNotInResponse(instance, statusId, recipient.id, sender.id)],
    ['for_limited_accounts', () => notFollowing && isLimited(sender)],
  ];
  const holds = (value: PolicyValue) => conditions.some(([key, condition]) => policy[key] === value && condition());
  if (holds('drop')) return 'drop';
  return holds('filter') ? 'filter' : 'accept';
}

/** The sender does not follow the recipient, or began less than 3 days ago. */
function notFollower(instance: Instance, senderId: string, recipientId: string, now: number): boolean {
  const follow = findFollow(instance.db, 'follows', senderId, recipientId);
  return !follow || Date.parse(follow.created_at) > now - NEW_FOLLOWER_MS;
}

/** A direct mention that does not answer a private mention the recipient sent the sender. */
function privateMentionNotInResponse(instance: Instance, statusId: string, recipientId: string, senderId: string): boolean {
  const status = findStatus(instance.db, statusId);
  if (!status || status.visibility !== 'direct') return false;
  return !status.in_reply_to_id || !repliesToPrivateMentionOf(instance.db, status.in_reply_to_id, recipientId, senderId);
}

/** A local sender whose role is above the recipient's. */
function fromStaff(sender: AccountRow, recipient: AccountRow): boolean {
  return sender.domain === null && (ROLE_RANK[sender.role] ?? 0) > (ROLE_RANK[recipient.role] ?? 0);
}

/** A filtered mention or quote opens the sender's request, or brings it up to date. */
export function holdInRequest(instance: Instance, recipientId: string, senderId: string, type: string, statusId: string | null): void {
  if (!REQUEST_TYPES.has(type)) return;
  const now = instance.now();
  upsertNotificationRequest(instance.db, {
    id: snowflake(now),
    account_id: recipientId,
    from_account_id: senderId,
    last_status_id: statusId,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  });
}
