import type { Db } from '../db/connection';

export const DISPLAY_MEDIA = ['default', 'show_all', 'hide_all'] as const;
export type DisplayMedia = (typeof DISPLAY_MEDIA)[number];

/** The web client's preferences Mastodon keeps server-side and sends in the initial state's `meta`. */
export interface WebPreferences {
  boost_modal: boolean;
  delete_modal: boolean;
  unfollow_modal: boolean;
  auto_play_gif: boolean;
  reduce_motion: boolean;
  display_media: DisplayMedia;
  expand_spoilers: boolean;
}

export const BOOLEAN_PREFERENCES = ['boost_modal', 'delete_modal', 'unfollow_modal', 'auto_play_gif', 'reduce_motion', 'expand_spoilers'] as const;

/** Mastodon's defaults (config/settings.yml). */
export const DEFAULT_PREFERENCES: WebPreferences = {
  boost_modal: false,
  delete_modal: true,
  unfollow_modal: false,
  auto_play_gif: false,
  reduce_motion: false,
  display_media: 'default',
  expand_spoilers: false,
};

interface PreferencesRow {
  boost_modal: number;
  delete_modal: number;
  unfollow_modal: number;
  auto_play_gif: number;
  reduce_motion: number;
  display_media: string;
  expand_spoilers: number;
}

export const isDisplayMedia = (value: string): value is DisplayMedia => (DISPLAY_MEDIA as readonly string[]).includes(value);

export function readPreferences(db: Db, accountId: string): WebPreferences {
  const row = db.prepare<[string], PreferencesRow>('SELECT * FROM account_preferences WHERE account_id = ?').get(accountId);
  if (!row) return { ...DEFAULT_PREFERENCES };
  return {
    boost_modal: row.boost_modal === 1,
    delete_modal: row.delete_modal === 1,
    unfollow_modal: row.unfollow_modal === 1,
    auto_play_gif: row.auto_play_gif === 1,
    reduce_motion: row.reduce_motion === 1,
    display_media: isDisplayMedia(row.display_media) ? row.display_media : 'default',
    expand_spoilers: row.expand_spoilers === 1,
  };
}

export function savePreferences(db: Db, accountId: string, preferences: WebPreferences): void {
  const flag = (value: boolean) => (value ? 1 : 0);
  db.prepare(
    `INSERT INTO account_preferences (account_id, boost_modal, delete_modal, unfollow_modal, auto_play_gif, reduce_motion, display_media, expand_spoilers)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (account_id) DO UPDATE SET boost_modal = excluded.boost_modal, delete_modal = excluded.delete_modal,
       unfollow_modal = excluded.unfollow_modal, auto_play_gif = excluded.auto_play_gif, reduce_motion = excluded.reduce_motion,
       display_media = excluded.display_media, expand_spoilers = excluded.expand_spoilers`,
  ).run(
    accountId,
    flag(preferences.boost_modal),
    flag(preferences.delete_modal),
    flag(preferences.unfollow_modal),
    flag(preferences.auto_play_gif),
    flag(preferences.reduce_motion),
    preferences.display_media,
    flag(preferences.expand_spoilers),
  );
}
