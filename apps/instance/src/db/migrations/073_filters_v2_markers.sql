-- v2 filters (Mastodon's CustomFilter, CustomFilterKeyword, CustomFilterStatus): a filter has a title,
-- contexts, an action and an expiry, and matches statuses by its keywords and by statuses added to it.
-- The v1 API shows one entry per keyword, with the keyword's id. Each v1 filter becomes a filter with
-- one keyword, both keeping the v1 id (so ids clients saved still work); irreversible becomes `hide`.
ALTER TABLE filters RENAME TO filters_v1;

CREATE TABLE filters (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  context TEXT NOT NULL,                    -- JSON array: home, notifications, public, thread, account
  action TEXT NOT NULL DEFAULT 'warn',      -- warn | hide | blur
  expires_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX filters_account ON filters (account_id, id);

CREATE TABLE filter_keywords (
  id TEXT PRIMARY KEY,
  filter_id TEXT NOT NULL REFERENCES filters(id) ON DELETE CASCADE,
  keyword TEXT NOT NULL,
  whole_word INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL
);
CREATE INDEX filter_keywords_filter ON filter_keywords (filter_id, id);

CREATE TABLE filter_statuses (
  id TEXT PRIMARY KEY,
  filter_id TEXT NOT NULL REFERENCES filters(id) ON DELETE CASCADE,
  status_id TEXT NOT NULL REFERENCES statuses(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  UNIQUE (filter_id, status_id)
);
CREATE INDEX filter_statuses_status ON filter_statuses (status_id);

INSERT INTO filters (id, account_id, title, context, action, expires_at, created_at)
  SELECT id, account_id, phrase, context, CASE WHEN irreversible = 1 THEN 'hide' ELSE 'warn' END, expires_at, created_at FROM filters_v1;
INSERT INTO filter_keywords (id, filter_id, keyword, whole_word, created_at)
  SELECT id, id, phrase, whole_word, created_at FROM filters_v1;
DROP TABLE filters_v1;

-- Read positions (Mastodon's Marker), one per account and timeline (home | notifications); `version`
-- is Mastodon's lock_version: it goes up by one each time last_read_id changes.
CREATE TABLE markers (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  timeline TEXT NOT NULL,
  last_read_id TEXT NOT NULL,
  version INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (account_id, timeline)
);
