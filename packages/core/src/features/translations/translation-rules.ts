import type { TranslationSupport } from './translations-state';

/** What a status needs for the translate button (Mastodon's status_content.jsx). */
export interface TranslatableStatus {
  visibility: string;
  language: string | null;
  search_index: string;
}

const base = (language: string) => language.toLowerCase().split(/[-_]/)[0] ?? '';

/**
 * Whether to offer 'Translate from …': the server translates, the status is public or unlisted (the
 * server refuses others) and has text. Where the server lists its language pairs, it must translate
 * the status's language ('und' when it names none) into the UI's, as base languages ('en-GB' is
 * English); where it does not, any named language other than the UI's is offered.
 */
export function canTranslate(status: TranslatableStatus, uiLocale: string, support: TranslationSupport): boolean {
  if (!support.enabled || status.search_index.trim() === '') return false;
  if (status.visibility !== 'public' && status.visibility !== 'unlisted') return false;
  const target = base(uiLocale);
  if (support.languages !== null) return support.languages[status.language || 'und']?.includes(target) ?? false;
  return status.language !== null && status.language !== '' && base(status.language) !== target;
}
