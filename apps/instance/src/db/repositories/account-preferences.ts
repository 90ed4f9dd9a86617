import type { Db } from '../connection';

/** The web client's preferences of an account, flags as 0/1. */
export interface PreferencesRow {
  boost_modal: number;
  delete_modal: number;
  unfollow_modal: number;
  auto_play_gif: number;
  reduce_motion: number;
  display_media: string;
  expand_spoilers: number;
}

export function findPreferences(db: Db, accountId: string): PreferencesRow | undefined {
  return db.prepare<[string], PreferencesRow>('SELECT * FROM account_preferences WHERE account_id = ?').get(accountId);
}

/** Writes or replaces the account's preferences. */
export function savePreferencesRow(db: Db, accountId: string, row: PreferencesRow): void {
  db.prepare(
    `INSERT INTO account_preferences (account_id, boost_modal, delete_modal, unfollow_modal, auto_play_gif, reduce_motion, display_media, expand_spoilers)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (account_id) DO UPDATE SET boost_modal = excluded.boost_modal, delete_modal = excluded.delete_modal,
       unfollow_modal = excluded.unfollow_modal, auto_play_gif = excluded.auto_play_gif, reduce_motion = excluded.reduce_motion,
       display_media = excluded.display_media, expand_spoilers = excluded.expand_spoilers`,
  ).run(accountId, row.boost_modal, row.delete_modal, row.unfollow_modal, row.auto_play_gif, row.reduce_motion, row.display_media, row.expand_spoilers);
}

/** The interface language the account chose, or null for none. */
export function findLocale(db: Db, accountId: string): string | null {
  return db.prepare<[string], { locale: string | null }>('SELECT locale FROM account_preferences WHERE account_id = ?').get(accountId)?.locale ?? null;
}

/** Writes the account's interface language (null for none), keeping its other preferences. */
export function saveLocaleRow(db: Db, accountId: string, locale: string | null): void {
  db.prepare('INSERT INTO account_preferences (account_id, locale) VALUES (?, ?) ON CONFLICT (account_id) DO UPDATE SET locale = excluded.locale').run(accountId, locale);
}

/** The quote policy the account's new posts get by default, or undefined when it never chose one. */
export function findDefaultQuotePolicy(db: Db, accountId: string): string | undefined {
  return db.prepare<[string], { default_quote_policy: string }>('SELECT default_quote_policy FROM account_preferences WHERE account_id = ?').get(accountId)?.default_quote_policy;
}

/** Writes the account's default quote policy, keeping its other preferences. */
export function saveDefaultQuotePolicyRow(db: Db, accountId: string, policy: string): void {
  db.prepare(
    'INSERT INTO account_preferences (account_id, default_quote_policy) VALUES (?, ?) ON CONFLICT (account_id) DO UPDATE SET default_quote_policy = excluded.default_quote_policy',
  ).run(accountId, policy);
}
