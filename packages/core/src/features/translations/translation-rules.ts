/** What a status needs for the translate button (Mastodon's status_content.jsx). */
export interface TranslatableStatus {
  visibility: string;
  language: string | null;
  search_index: string;
}

const base = (language: string) => language.toLowerCase().split(/[-_]/)[0] ?? '';

/**
 * Whether to offer 'Translate from …': the server translates, the status is public or unlisted (the
 * server refuses others), has text, and names a language other than the UI's (as base languages: 'en-GB' is English).
 */
export function canTranslate(status: TranslatableStatus, uiLocale: string, enabled: boolean): boolean {
  if (!enabled || status.language === null || status.language === '') return false;
  if (status.visibility !== 'public' && status.visibility !== 'unlisted') return false;
  return status.search_index.trim() !== '' && base(status.language) !== base(uiLocale);
}
