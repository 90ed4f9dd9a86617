-- Ids are Mastodon-style snowflakes: 18-digit decimal strings whose order is creation order,
-- so TEXT comparison (`id < ?`) is numeric order. Times are ISO-8601 strings in UTC.

CREATE TABLE accounts (
  id TEXT PRIMARY KEY,
  username TEXT NOT NULL,
  domain TEXT,                              -- NULL for local accounts
  display_name TEXT NOT NULL DEFAULT '',
  note TEXT NOT NULL DEFAULT '',            -- source text of the bio; rendered to HTML on output
  url TEXT,                                 -- remote accounts: their profile URL
  avatar_path TEXT,                         -- file in the media folder, or NULL for the default
  header_path TEXT,
  remote_avatar_url TEXT,
  remote_header_url TEXT,
  locked INTEGER NOT NULL DEFAULT 0,
  bot INTEGER NOT NULL DEFAULT 0,
  discoverable INTEGER NOT NULL DEFAULT 1,
  moved_to_account_id TEXT REFERENCES accounts(id),
  fields TEXT NOT NULL DEFAULT '[]',        -- JSON [{name, value, verified_at}]
  created_at TEXT NOT NULL,
  -- local accounts only
  email TEXT,
  password_hash TEXT,
  role TEXT NOT NULL DEFAULT 'user',        -- user | moderator | admin
  source_privacy TEXT NOT NULL DEFAULT 'public',
  source_sensitive INTEGER NOT NULL DEFAULT 0,
  source_language TEXT,
  web_settings TEXT NOT NULL DEFAULT '{}',  -- the web client's settings blob (PUT /api/web/settings)
  feed_regenerating INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX accounts_username_domain ON accounts (lower(username), ifnull(lower(domain), ''));

CREATE TABLE identity_proofs (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  provider TEXT NOT NULL,
  provider_username TEXT NOT NULL,
  proof_url TEXT NOT NULL,
  profile_url TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (account_id, provider, provider_username)
);

CREATE TABLE oauth_applications (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  website TEXT,
  redirect_uris TEXT NOT NULL,              -- newline-separated
  scopes TEXT NOT NULL,
  client_id TEXT NOT NULL UNIQUE,
  client_secret TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE oauth_access_grants (
  code TEXT PRIMARY KEY,
  application_id TEXT NOT NULL REFERENCES oauth_applications(id) ON DELETE CASCADE,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  redirect_uri TEXT NOT NULL,
  scopes TEXT NOT NULL,
  code_challenge TEXT,
  code_challenge_method TEXT,
  expires_at TEXT NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE oauth_access_tokens (
  token TEXT PRIMARY KEY,
  application_id TEXT REFERENCES oauth_applications(id) ON DELETE CASCADE,
  account_id TEXT REFERENCES accounts(id) ON DELETE CASCADE,   -- NULL for client_credentials
  scopes TEXT NOT NULL,
  created_at TEXT NOT NULL,
  revoked_at TEXT
);

-- Browser sessions of the server-rendered pages (sign-in, settings, the web app's HTML).
CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  access_token TEXT NOT NULL REFERENCES oauth_access_tokens(token) ON DELETE CASCADE,
  csrf_token TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE statuses (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  uri TEXT NOT NULL,
  url TEXT,
  text TEXT NOT NULL DEFAULT '',            -- the source as posted; content HTML is rendered from it
  content TEXT NOT NULL DEFAULT '',         -- rendered HTML
  spoiler_text TEXT NOT NULL DEFAULT '',
  sensitive INTEGER NOT NULL DEFAULT 0,
  visibility TEXT NOT NULL,                 -- public | unlisted | private | direct
  language TEXT,
  in_reply_to_id TEXT,
  in_reply_to_account_id TEXT,
  reblog_of_id TEXT REFERENCES statuses(id) ON DELETE CASCADE,
  conversation_id TEXT NOT NULL,            -- the thread's root id
  application_id TEXT REFERENCES oauth_applications(id) ON DELETE SET NULL,
  card TEXT,                                -- JSON preview card, or NULL
  created_at TEXT NOT NULL,
  edited_at TEXT
);
CREATE INDEX statuses_account ON statuses (account_id, id);
CREATE INDEX statuses_reblog ON statuses (reblog_of_id);
CREATE INDEX statuses_reply ON statuses (in_reply_to_id);
CREATE INDEX statuses_conversation ON statuses (conversation_id);
CREATE INDEX statuses_visibility ON statuses (visibility, id);

CREATE TABLE mentions (
  status_id TEXT NOT NULL REFERENCES statuses(id) ON DELETE CASCADE,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  PRIMARY KEY (status_id, account_id)
);
CREATE INDEX mentions_account ON mentions (account_id);

CREATE TABLE status_tags (
  status_id TEXT NOT NULL REFERENCES statuses(id) ON DELETE CASCADE,
  name TEXT NOT NULL,                       -- lowercase, without #
  PRIMARY KEY (status_id, name)
);
CREATE INDEX status_tags_name ON status_tags (name, status_id);

CREATE TABLE media_attachments (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  status_id TEXT REFERENCES statuses(id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  type TEXT NOT NULL,                       -- image | gifv | video | audio | unknown
  file_path TEXT,                           -- in the media folder; NULL while processing
  preview_path TEXT,
  remote_url TEXT,
  content_type TEXT,
  description TEXT,
  focus_x REAL NOT NULL DEFAULT 0,
  focus_y REAL NOT NULL DEFAULT 0,
  meta TEXT NOT NULL DEFAULT '{}',          -- JSON: original and small sizes
  blurhash TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX media_status ON media_attachments (status_id, position);

CREATE TABLE polls (
  id TEXT PRIMARY KEY,
  status_id TEXT NOT NULL UNIQUE REFERENCES statuses(id) ON DELETE CASCADE,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  options TEXT NOT NULL,                    -- JSON array of titles
  multiple INTEGER NOT NULL DEFAULT 0,
  hide_totals INTEGER NOT NULL DEFAULT 0,
  expires_at TEXT,
  ended_notified INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

CREATE TABLE poll_votes (
  id TEXT PRIMARY KEY,
  poll_id TEXT NOT NULL REFERENCES polls(id) ON DELETE CASCADE,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  choice INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (poll_id, account_id, choice)
);

CREATE TABLE favourites (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  status_id TEXT NOT NULL REFERENCES statuses(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  UNIQUE (account_id, status_id)
);
CREATE INDEX favourites_status ON favourites (status_id);

CREATE TABLE bookmarks (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  status_id TEXT NOT NULL REFERENCES statuses(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  UNIQUE (account_id, status_id)
);

CREATE TABLE status_pins (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  status_id TEXT NOT NULL REFERENCES statuses(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  UNIQUE (account_id, status_id)
);

CREATE TABLE conversation_mutes (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  conversation_id TEXT NOT NULL,
  PRIMARY KEY (account_id, conversation_id)
);

CREATE TABLE follows (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  target_account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  show_reblogs INTEGER NOT NULL DEFAULT 1,
  notify INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  UNIQUE (account_id, target_account_id)
);
CREATE INDEX follows_target ON follows (target_account_id, id);

CREATE TABLE follow_requests (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  target_account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  show_reblogs INTEGER NOT NULL DEFAULT 1,
  notify INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  UNIQUE (account_id, target_account_id)
);
CREATE INDEX follow_requests_target ON follow_requests (target_account_id, id);

CREATE TABLE blocks (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  target_account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  UNIQUE (account_id, target_account_id)
);
CREATE INDEX blocks_target ON blocks (target_account_id);

CREATE TABLE mutes (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  target_account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  hide_notifications INTEGER NOT NULL DEFAULT 1,
  expires_at TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (account_id, target_account_id)
);

CREATE TABLE domain_blocks (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  domain TEXT NOT NULL,                     -- lowercase
  created_at TEXT NOT NULL,
  UNIQUE (account_id, domain)
);

CREATE TABLE endorsements (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  target_account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  UNIQUE (account_id, target_account_id)
);

CREATE TABLE suggestion_dismissals (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  target_account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  PRIMARY KEY (account_id, target_account_id)
);

CREATE TABLE notifications (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,        -- the recipient
  from_account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  type TEXT NOT NULL,                       -- follow | follow_request | favourite | reblog | mention | poll | status | update
  status_id TEXT REFERENCES statuses(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);
CREATE INDEX notifications_account ON notifications (account_id, id);

-- Direct-message conversations as each participant sees them.
CREATE TABLE account_conversations (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  conversation_id TEXT NOT NULL,
  participant_ids TEXT NOT NULL,            -- JSON array of the other accounts' ids
  last_status_id TEXT REFERENCES statuses(id) ON DELETE SET NULL,
  unread INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL,
  UNIQUE (account_id, conversation_id)
);

CREATE TABLE lists (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  replies_policy TEXT NOT NULL DEFAULT 'list',
  exclusive INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

CREATE TABLE list_accounts (
  list_id TEXT NOT NULL REFERENCES lists(id) ON DELETE CASCADE,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (list_id, account_id)
);

CREATE TABLE filters (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  phrase TEXT NOT NULL,
  context TEXT NOT NULL,                    -- JSON array: home, notifications, public, thread, account
  whole_word INTEGER NOT NULL DEFAULT 1,
  irreversible INTEGER NOT NULL DEFAULT 0,
  expires_at TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE custom_emojis (
  shortcode TEXT PRIMARY KEY,
  image_path TEXT NOT NULL,
  visible_in_picker INTEGER NOT NULL DEFAULT 1,
  category TEXT
);

CREATE TABLE reports (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  target_account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  status_ids TEXT NOT NULL DEFAULT '[]',
  comment TEXT NOT NULL DEFAULT '',
  forward INTEGER NOT NULL DEFAULT 0,
  category TEXT NOT NULL DEFAULT 'other',
  created_at TEXT NOT NULL
);

CREATE TABLE idempotency_keys (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  status_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (account_id, key)
);

CREATE TABLE push_subscriptions (
  id TEXT PRIMARY KEY,
  access_token TEXT NOT NULL REFERENCES oauth_access_tokens(token) ON DELETE CASCADE,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  endpoint TEXT NOT NULL,
  key_p256dh TEXT NOT NULL,
  key_auth TEXT NOT NULL,
  alerts TEXT NOT NULL DEFAULT '{}',
  policy TEXT NOT NULL DEFAULT 'all',
  created_at TEXT NOT NULL,
  UNIQUE (access_token)
);
