-- The web client's preferences that Mastodon keeps as user settings and sends in the initial state
-- (defaults as in Mastodon's config/settings.yml). A missing row means all defaults.
CREATE TABLE account_preferences (
  account_id TEXT PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  boost_modal INTEGER NOT NULL DEFAULT 0,
  delete_modal INTEGER NOT NULL DEFAULT 1,
  unfollow_modal INTEGER NOT NULL DEFAULT 0,
  auto_play_gif INTEGER NOT NULL DEFAULT 0,
  reduce_motion INTEGER NOT NULL DEFAULT 0,
  display_media TEXT NOT NULL DEFAULT 'default',   -- default | show_all | hide_all
  expand_spoilers INTEGER NOT NULL DEFAULT 0
);
