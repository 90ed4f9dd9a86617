-- Status edits (Mastodon's status_edits): each revision of an edited status, the original first
-- (written at the first edit, dated as the status). Media are kept by id with their descriptions
-- at that revision; a poll by its option titles (NULL: no poll).
CREATE TABLE status_edits (
  id TEXT PRIMARY KEY,
  status_id TEXT NOT NULL REFERENCES statuses(id) ON DELETE CASCADE,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  text TEXT NOT NULL,
  content TEXT NOT NULL,
  spoiler_text TEXT NOT NULL,
  sensitive INTEGER NOT NULL,
  media_ids TEXT NOT NULL DEFAULT '[]',             -- JSON array, in order
  media_descriptions TEXT NOT NULL DEFAULT '[]',    -- JSON array, one per media id (null: none)
  poll_options TEXT,                                -- JSON array of titles
  created_at TEXT NOT NULL
);
CREATE INDEX status_edits_status ON status_edits (status_id, created_at, id);

-- Statuses to post later (Mastodon's scheduled_statuses). `params` is the post request as JSON
-- (services/scheduled-statuses.ts reads it back); its media are held by scheduled_status_id.
CREATE TABLE scheduled_statuses (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  scheduled_at TEXT NOT NULL,
  params TEXT NOT NULL
);
CREATE INDEX scheduled_statuses_account ON scheduled_statuses (account_id, id);
CREATE INDEX scheduled_statuses_due ON scheduled_statuses (scheduled_at);

ALTER TABLE media_attachments ADD COLUMN scheduled_status_id TEXT REFERENCES scheduled_statuses(id) ON DELETE SET NULL;
CREATE INDEX media_scheduled_status ON media_attachments (scheduled_status_id, position);
