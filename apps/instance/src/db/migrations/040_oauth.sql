-- The built-in "Web" application behind browser sessions (Mastodon's superapp), and the token each
-- authorization code was exchanged for, so that replaying a used code can revoke it (RFC 6749 §4.1.2).
ALTER TABLE oauth_applications ADD COLUMN superapp INTEGER NOT NULL DEFAULT 0;
ALTER TABLE oauth_access_grants ADD COLUMN access_token TEXT;
CREATE INDEX sessions_account ON sessions (account_id);
CREATE INDEX sessions_access_token ON sessions (access_token);
