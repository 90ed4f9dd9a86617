-- The interface language an account chose (Mastodon's users.locale): the language of the server's
-- pages and the web app's `meta.locale`. NULL follows the browser's Accept-Language.
ALTER TABLE account_preferences ADD COLUMN locale TEXT;
