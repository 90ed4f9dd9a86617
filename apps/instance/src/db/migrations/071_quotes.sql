-- Quote posts (Mastodon 4.5). A status quotes at most one other; the quote's state is Mastodon's
-- Quote#state: pending | accepted | rejected | revoked. A deleted quoted status leaves the quote
-- with quoted_status_id NULL, which the API shows as `deleted`.
CREATE TABLE quotes (
  id TEXT PRIMARY KEY,
  status_id TEXT NOT NULL UNIQUE REFERENCES statuses(id) ON DELETE CASCADE,   -- the quoting status
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  quoted_status_id TEXT REFERENCES statuses(id) ON DELETE SET NULL,
  quoted_account_id TEXT REFERENCES accounts(id) ON DELETE SET NULL,
  state TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX quotes_quoted_status ON quotes (quoted_status_id, state, id);

-- Who may quote a status (Mastodon's quote_approval_policy): public | followers | nobody.
-- A status without a row is quotable by anyone when public or unlisted, by nobody else otherwise.
CREATE TABLE status_quote_policies (
  status_id TEXT PRIMARY KEY REFERENCES statuses(id) ON DELETE CASCADE,
  policy TEXT NOT NULL
);
