import type { Db } from '../connection';

export interface PushSubscriptionRow {
  id: string;
  access_token: string;
  account_id: string;
  endpoint: string;
  key_p256dh: string;
  key_auth: string;
  alerts: string;
  policy: string;
  created_at: string;
}

export function pushSubscriptionOfAccessToken(db: Db, token: string): PushSubscriptionRow | undefined {
  return db.prepare<[string], PushSubscriptionRow>('SELECT * FROM push_subscriptions WHERE access_token = ?').get(token);
}

export function findPushSubscription(db: Db, id: string, accountId: string): PushSubscriptionRow | undefined {
  return db.prepare<[string, string], PushSubscriptionRow>('SELECT * FROM push_subscriptions WHERE id = ? AND account_id = ?').get(id, accountId);
}

export function pushSubscriptionsOf(db: Db, accountId: string): PushSubscriptionRow[] {
  return db.prepare<[string], PushSubscriptionRow>('SELECT * FROM push_subscriptions WHERE account_id = ?').all(accountId);
}

/** The accounts with at least one subscription. */
export function accountsWithPushSubscriptions(db: Db): string[] {
  return db
    .prepare<[], { account_id: string }>('SELECT DISTINCT account_id FROM push_subscriptions')
    .all()
    .map((row) => row.account_id);
}

/** The access token's subscription, replaced by `row` (Mastodon keeps one per token). */
export function replacePushSubscription(db: Db, row: PushSubscriptionRow): void {
  db.transaction(() => {
    deletePushSubscriptionOfAccessToken(db, row.access_token);
    db.prepare(
      `INSERT INTO push_subscriptions (id, access_token, account_id, endpoint, key_p256dh, key_auth, alerts, policy, created_at)
       VALUES (@id, @access_token, @account_id, @endpoint, @key_p256dh, @key_auth, @alerts, @policy, @created_at)`,
    ).run(row);
  })();
}

export function updatePushSubscriptionData(db: Db, id: string, alerts: string, policy: string): void {
  db.prepare('UPDATE push_subscriptions SET alerts = ?, policy = ? WHERE id = ?').run(alerts, policy, id);
}

export function deletePushSubscriptionOfAccessToken(db: Db, token: string): void {
  db.prepare('DELETE FROM push_subscriptions WHERE access_token = ?').run(token);
}

export function deletePushSubscription(db: Db, id: string): void {
  db.prepare('DELETE FROM push_subscriptions WHERE id = ?').run(id);
}
