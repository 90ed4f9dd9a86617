-- Grouped notifications and notification filtering (Mastodon 4.3).
-- `group_key` is Mastodon's Notification#group_key: `{type}-{status_id}-{hour bucket}` for favourites
-- and reblogs, `{type}-{hour bucket}` for follows, NULL for every other type and for filtered ones
-- (shown as `ungrouped-{id}`). Notifications from before this migration stay ungrouped, as in Mastodon.
-- `filtered` marks a notification the recipient's policy held back: it stays out of the list until
-- its request is accepted.
ALTER TABLE notifications ADD COLUMN group_key TEXT;
ALTER TABLE notifications ADD COLUMN filtered INTEGER NOT NULL DEFAULT 0;
CREATE INDEX notifications_group_key ON notifications (account_id, group_key, id);
CREATE INDEX notifications_from_account ON notifications (account_id, from_account_id, filtered);

-- The hour bucket a group prefix last used (Mastodon keeps it in Redis as notif-group/{account}/{prefix},
-- expiring 12 hours after it was last set): a new notification joins that bucket while it is under
-- 12 hours older than its own.
CREATE TABLE notification_group_buckets (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  type_prefix TEXT NOT NULL,
  hour_bucket INTEGER NOT NULL,
  expires_at TEXT NOT NULL,
  PRIMARY KEY (account_id, type_prefix)
);

-- Mastodon's NotificationPolicy: accept | filter | drop for each kind of sender.
CREATE TABLE notification_policies (
  account_id TEXT PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  for_not_following TEXT NOT NULL DEFAULT 'accept',
  for_not_followers TEXT NOT NULL DEFAULT 'accept',
  for_new_accounts TEXT NOT NULL DEFAULT 'accept',
  for_private_mentions TEXT NOT NULL DEFAULT 'filter',
  for_limited_accounts TEXT NOT NULL DEFAULT 'filter',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Mastodon's NotificationRequest: the filtered mentions (and quotes) of one sender, awaiting the
-- recipient's accept or dismiss. Its count is worked out from the filtered notifications.
CREATE TABLE notification_requests (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  from_account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  last_status_id TEXT REFERENCES statuses(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (account_id, from_account_id)
);

-- Mastodon's NotificationPermission: senders whose request was accepted; the policy no longer applies to them.
CREATE TABLE notification_permissions (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  from_account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (account_id, from_account_id)
);
