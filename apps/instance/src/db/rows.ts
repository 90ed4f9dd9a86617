// Row shapes as better-sqlite3 returns them (booleans are 0/1, JSON columns are strings).

export interface AccountRow {
  id: string;
  username: string;
  domain: string | null;
  display_name: string;
  note: string;
  url: string | null;
  avatar_path: string | null;
  header_path: string | null;
  remote_avatar_url: string | null;
  remote_header_url: string | null;
  locked: number;
  bot: number;
  discoverable: number;
  moved_to_account_id: string | null;
  fields: string;
  created_at: string;
  email: string | null;
  password_hash: string | null;
  role: string;
  source_privacy: string;
  source_sensitive: number;
  source_language: string | null;
  web_settings: string;
  feed_regenerating: number;
  /** When staff limited the account (Mastodon's silenced_at), or null. */
  silenced_at: string | null;
  /** When staff suspended the account, or null. */
  suspended_at: string | null;
}

export interface StatusRow {
  id: string;
  account_id: string;
  uri: string;
  url: string | null;
  text: string;
  content: string;
  spoiler_text: string;
  sensitive: number;
  visibility: 'public' | 'unlisted' | 'private' | 'direct';
  language: string | null;
  in_reply_to_id: string | null;
  in_reply_to_account_id: string | null;
  reblog_of_id: string | null;
  conversation_id: string;
  application_id: string | null;
  card: string | null;
  created_at: string;
  edited_at: string | null;
}

export interface MediaRow {
  id: string;
  account_id: string;
  status_id: string | null;
  position: number;
  type: string;
  file_path: string | null;
  preview_path: string | null;
  remote_url: string | null;
  content_type: string | null;
  description: string | null;
  focus_x: number;
  focus_y: number;
  meta: string;
  blurhash: string | null;
  created_at: string;
}

export interface PollRow {
  id: string;
  status_id: string;
  account_id: string;
  options: string;
  multiple: number;
  hide_totals: number;
  expires_at: string | null;
  ended_notified: number;
  created_at: string;
}

export interface NotificationRow {
  id: string;
  account_id: string;
  from_account_id: string;
  type: string;
  status_id: string | null;
  created_at: string;
  /** Mastodon's group key; null when ungrouped (shown as `ungrouped-{id}`). */
  group_key: string | null;
  /** 1 when the recipient's notification policy held it back. */
  filtered: number;
}

export interface NotificationPolicyRow {
  account_id: string;
  for_not_following: string;
  for_not_followers: string;
  for_new_accounts: string;
  for_private_mentions: string;
  for_limited_accounts: string;
  created_at: string;
  updated_at: string;
}

export interface NotificationRequestRow {
  id: string;
  account_id: string;
  from_account_id: string;
  last_status_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface ListRow {
  id: string;
  account_id: string;
  title: string;
  replies_policy: string;
  exclusive: number;
  created_at: string;
}

export interface FilterRow {
  id: string;
  account_id: string;
  title: string;
  /** The contexts, as a JSON array (filterContexts reads it). */
  context: string;
  /** warn | hide | blur */
  action: string;
  expires_at: string | null;
  created_at: string;
}

export interface FilterKeywordRow {
  id: string;
  filter_id: string;
  keyword: string;
  whole_word: number;
  created_at: string;
}

export interface FilterStatusRow {
  id: string;
  filter_id: string;
  status_id: string;
  created_at: string;
}

export interface MarkerRow {
  account_id: string;
  timeline: string;
  last_read_id: string;
  version: number;
  updated_at: string;
}

export interface QuoteRow {
  id: string;
  /** The quoting status. */
  status_id: string;
  account_id: string;
  /** NULL once the quoted status is deleted. */
  quoted_status_id: string | null;
  quoted_account_id: string | null;
  state: 'pending' | 'accepted' | 'rejected' | 'revoked';
  created_at: string;
  updated_at: string;
}
