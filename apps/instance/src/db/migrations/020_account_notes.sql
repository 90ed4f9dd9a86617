-- Private notes a user keeps about another account (POST /api/v1/accounts/:id/note; Relationship.note).
CREATE TABLE account_notes (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  target_account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  comment TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (account_id, target_account_id)
);

CREATE INDEX IF NOT EXISTS blocks_account_page ON blocks (account_id, id);
CREATE INDEX IF NOT EXISTS mutes_account_page ON mutes (account_id, id);
CREATE INDEX IF NOT EXISTS follows_account_page ON follows (account_id, id);
