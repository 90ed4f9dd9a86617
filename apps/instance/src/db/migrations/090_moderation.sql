-- Moderation (the staff pages under /admin/accounts): when an account was limited (Mastodon's
-- silenced_at) or suspended (suspended_at), and when a report was resolved (action_taken_at).
ALTER TABLE accounts ADD COLUMN silenced_at TEXT;
ALTER TABLE accounts ADD COLUMN suspended_at TEXT;
ALTER TABLE reports ADD COLUMN action_taken_at TEXT;
