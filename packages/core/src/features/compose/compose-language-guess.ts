import { removeLinks } from '../../text/character-counter';
import { languageCode } from './compose-language';

// Guessing the post's language from its text, as Mastodon's web composer does
// (app/javascript/mastodon/features/compose/util/language_detection.js): a hint to change it, and the
// guess first in the language picker. The guess never changes the post's language by itself.

/** Text longer than this (without links and @user@host mentions) is guessed. */
export const LANGUAGE_GUESS_MIN_LENGTH = 20;
/** A guess counts only above this confidence. */
export const LANGUAGE_GUESS_MIN_CONFIDENCE = 0.8;
/** A change is guessed at once after a pause, else once typing stops this long (lodash debounce, leading and trailing)… */
export const LANGUAGE_GUESS_WAIT_MS = 500;
/** …or at the latest this long after the last guess while typing goes on. */
export const LANGUAGE_GUESS_MAX_WAIT_MS = 1500;

/** One language a detector finds in a text: a BCP 47 tag or ISO 639 code, and how sure it is (0..1). */
export interface DetectedLanguage {
  language: string;
  confidence: number;
}

/** Finds the languages of a text, most likely first (the browser's LanguageDetector, or lande). */
export type DetectLanguage = (text: string) => Promise<DetectedLanguage[]>;

// Mastodon's mention pattern for guessing: only full @user@host handles are taken out.
const FULL_MENTION = /(^|[^/\w])@[a-z0-9_]+@[a-z0-9.-]+[a-z0-9]+/gi;

/** The text to guess the language of (links and @user@host mentions out), or null when it is too short to guess. */
export function guessableText(text: string): string | null {
  const cleaned = removeLinks(text).replace(FULL_MENTION, '$1');
  return cleaned.length > LANGUAGE_GUESS_MIN_LENGTH ? cleaned : null;
}

/** The guess from a detector's answer: its first language, when confident enough ('pt-BR' → 'pt'); else null. */
export function languageGuess(detected: readonly DetectedLanguage[]): string | null {
  const first = detected[0];
  return first !== undefined && first.confidence > LANGUAGE_GUESS_MIN_CONFIDENCE ? languageCode(first.language) : null;
}

/** The language to suggest under the composer: the guess, where it differs from the post's and the hint is not dismissed. */
export function languageHint(guess: string | null, postLanguage: string | null, dismissed: boolean): string | null {
  return !dismissed && guess !== null && guess !== postLanguage ? guess : null;
}

/** The languages the picker lists first, in order: the guess, the post's, then the recent ones (each once). */
export function languagePickerLeads(guess: string | null, postLanguage: string | null, recent: readonly string[]): string[] {
  const leads: string[] = [];
  for (const code of [guess, postLanguage, ...recent]) {
    if (code !== null && !leads.includes(code)) leads.push(code);
  }
  return leads;
}
