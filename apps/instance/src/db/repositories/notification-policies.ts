import type { Db } from '../connection';
import type { NotificationPolicyRow } from '../rows';

/** NotificationPermission: the sender's notifications bypass the account's policy. */
export function addNotificationPermission(db: Db, accountId: string, fromId: string, now: string): void {
  db.prepare('INSERT OR IGNORE INTO notification_permissions (account_id, from_account_id, created_at) VALUES (?, ?, ?)').run(accountId, fromId, now);
}

export function hasNotificationPermission(db: Db, accountId: string, fromId: string): boolean {
  return (
    db
      .prepare<[string, string], { one: number }>('SELECT 1 AS one FROM notification_permissions WHERE account_id = ? AND from_account_id = ?')
      .get(accountId, fromId) !== undefined
  );
}

/** The account's policy, or undefined when it never saved one (Mastodon's defaults apply). */
export function findNotificationPolicy(db: Db, accountId: string): NotificationPolicyRow | undefined {
  return db.prepare<[string], NotificationPolicyRow>('SELECT * FROM notification_policies WHERE account_id = ?').get(accountId);
}

export function saveNotificationPolicy(db: Db, row: NotificationPolicyRow): void {
  db.prepare(
    `INSERT INTO notification_policies (account_id, for_not_following, for_not_followers, for_new_accounts, for_private_mentions, for_limited_accounts, created_at, updated_at)
     VALUES (@account_id, @for_not_following, @for_not_followers, @for_new_accounts, @for_private_mentions, @for_limited_accounts, @created_at, @updated_at)
     ON CONFLICT (account_id) DO UPDATE SET for_not_following = excluded.for_not_following, for_not_followers = excluded.for_not_followers,
       for_new_accounts = excluded.for_new_accounts, for_private_mentions = excluded.for_private_mentions,
       for_limited_accounts = excluded.for_limited_accounts, updated_at = excluded.updated_at`,
  ).run(row);
}

/**
 * Whether `statusId`'s thread, walking up from it (at most 100 statuses), holds a direct status of
 * `recipientId` that mentions `senderId` (NotifyService's response_to_recipient?: a reply to a
 * private mention the recipient started is never filtered).
 */
export function repliesToPrivateMentionOf(db: Db, statusId: string, recipientId: string, senderId: string): boolean {
  return (
    db
      .prepare<{ id: string; recipient: string; sender: string }, { one: number }>(
        `WITH RECURSIVE ancestors(id, in_reply_to_id, mentioned, depth) AS (
           SELECT s.id, s.in_reply_to_id, EXISTS (SELECT 1 FROM mentions m WHERE m.status_id = s.id AND m.account_id = @sender), 0
           FROM statuses s WHERE s.id = @id
           UNION ALL
           SELECT s.id, s.in_reply_to_id,
             s.account_id = @recipient AND EXISTS (SELECT 1 FROM mentions m WHERE m.status_id = s.id AND m.account_id = @sender), a.depth + 1
           FROM ancestors a JOIN statuses s ON s.id = a.in_reply_to_id
           WHERE a.mentioned = 0 AND a.depth < 100
         )
         SELECT 1 AS one FROM ancestors a JOIN statuses s ON s.id = a.id
         WHERE a.mentioned = 1 AND s.account_id = @recipient AND s.visibility = 'direct' LIMIT 1`,
      )
      .get({ id: statusId, recipient: recipientId, sender: senderId }) !== undefined
  );
}
