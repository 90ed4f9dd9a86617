-- Hashtags as records (Mastodon's tags table): the id the Tag entity carries, what accounts follow
-- and feature. Ids are sequential, as Mastodon's. Every name put on a status gets its row (the
-- trigger), so a tag exists once used; following or featuring an unused name creates it too.
CREATE TABLE tags (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,                -- lowercase, without #, as status_tags.name
  created_at TEXT NOT NULL
);
INSERT INTO tags (name, created_at)
  SELECT t.name, min(s.created_at) FROM status_tags t JOIN statuses s ON s.id = t.status_id GROUP BY t.name ORDER BY min(s.id);

CREATE TRIGGER status_tags_create_tag AFTER INSERT ON status_tags
BEGIN
  INSERT OR IGNORE INTO tags (name, created_at) VALUES (NEW.name, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;

-- Tags whose public statuses join the follower's home feed (Mastodon 4.0's TagFollow).
CREATE TABLE tag_follows (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  UNIQUE (account_id, tag_id)
);
CREATE INDEX tag_follows_tag ON tag_follows (tag_id, account_id);

-- Tags an account features on its profile (FeaturedTag); counts come from the account's statuses.
CREATE TABLE featured_tags (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  UNIQUE (account_id, tag_id)
);
