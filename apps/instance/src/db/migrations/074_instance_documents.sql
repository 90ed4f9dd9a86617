-- The instance's rules (Mastodon's rules table), listed by position; ids are numeric, as Mastodon's.
CREATE TABLE instance_rules (
  id INTEGER PRIMARY KEY,
  position INTEGER NOT NULL,
  text TEXT NOT NULL,
  hint TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);

-- Texts the instance's admin writes (Mastodon's site settings): `extended_description`, the about
-- page, in paragraphs separated by blank lines.
CREATE TABLE instance_documents (
  name TEXT PRIMARY KEY,
  text TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
