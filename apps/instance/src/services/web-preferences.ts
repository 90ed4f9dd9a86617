import type { Db } from '../db/connection';
import { findDefaultQuotePolicy, findLocale, findPreferences, saveDefaultQuotePolicyRow, saveLocaleRow, savePreferencesRow } from '../db/repositories/account-preferences';

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

export const isDisplayMedia = (value: string): value is DisplayMedia => (DISPLAY_MEDIA as readonly string[]).includes(value);

export function readPreferences(db: Db, accountId: string): WebPreferences {
  const row = findPreferences(db, accountId);
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
  savePreferencesRow(db, accountId, {
    boost_modal: flag(preferences.boost_modal),
    delete_modal: flag(preferences.delete_modal),
    unfollow_modal: flag(preferences.unfollow_modal),
    auto_play_gif: flag(preferences.auto_play_gif),
    reduce_motion: flag(preferences.reduce_motion),
    display_media: preferences.display_media,
    expand_spoilers: flag(preferences.expand_spoilers),
  });
}

/** The interface language the account chose (Mastodon's users.locale); null to follow the browser. */
export const readInterfaceLocale = (db: Db, accountId: string): string | null => findLocale(db, accountId);

export const saveInterfaceLocale = (db: Db, accountId: string, locale: string | null): void => saveLocaleRow(db, accountId, locale);

/** Who may quote new posts by default (Mastodon 4.5's default_quote_policy setting; its default is public). */
export const DEFAULT_QUOTE_POLICIES = ['public', 'followers', 'nobody'] as const;
export type DefaultQuotePolicy = (typeof DEFAULT_QUOTE_POLICIES)[number];

export const isDefaultQuotePolicy = (value: string): value is DefaultQuotePolicy => (DEFAULT_QUOTE_POLICIES as readonly string[]).includes(value);

export function readDefaultQuotePolicy(db: Db, accountId: string): DefaultQuotePolicy {
  const stored = findDefaultQuotePolicy(db, accountId);
  return stored !== undefined && isDefaultQuotePolicy(stored) ? stored : 'public';
}

export const saveDefaultQuotePolicy = (db: Db, accountId: string, policy: DefaultQuotePolicy): void => saveDefaultQuotePolicyRow(db, accountId, policy);
