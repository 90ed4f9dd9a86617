-- Announcements published to everyone on the instance (Mastodon's announcements table, published
-- ones only: this instance publishes from the command line and has no drafts). starts_at and
-- ends_at are what the announcement is about, shown with it; all_day says they are dates only.
CREATE TABLE announcements (
  id TEXT PRIMARY KEY,
  text TEXT NOT NULL,
  starts_at TEXT,
  ends_at TEXT,
  all_day INTEGER NOT NULL DEFAULT 0,
  published_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Who has dismissed (read) which announcement (Mastodon's announcement_mutes).
CREATE TABLE announcement_dismissals (
  announcement_id TEXT NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  PRIMARY KEY (announcement_id, account_id)
);

-- Emoji reactions: `name` is a unicode emoji or a local custom emoji's shortcode.
CREATE TABLE announcement_reactions (
  announcement_id TEXT NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (announcement_id, account_id, name)
);
CREATE INDEX announcement_reactions_name ON announcement_reactions (announcement_id, name);

-- The default quote policy of new posts (Mastodon 4.5's default_quote_policy setting): public | followers | nobody.
ALTER TABLE account_preferences ADD COLUMN default_quote_policy TEXT NOT NULL DEFAULT 'public';

-- The app an account signed up through (POST /api/v1/accounts), Mastodon's users.created_by_application_id.
ALTER TABLE accounts ADD COLUMN created_by_application_id TEXT REFERENCES oauth_applications(id) ON DELETE SET NULL;
