import type { Messages } from '@lingui/core';
import en from './messages/en.json';

/** The id of a message in the source catalogue (messages/en.json, SPEC's English). */
export type MessageId = keyof typeof en;

/** The source catalogue, compiled at build time (scripts/i18n). */
export const sourceMessages: Messages = en;

/** The locale that stretches and accents every text, to find layouts that break in other languages. */
export const PSEUDO_LOCALE = 'en-XA';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'aeiouyAEIOUYcnsCNS'].map((letter, index) => [letter, [...'àéîöûýÀÉÎÖÛÝçñšÇÑŠ'][index] ?? letter]),
);
// Longer by about 40 %, as translations often are.
const STRETCH = 0.4;

function pseudoText(text: string): string {
  // Element markers (<0>, </0>) and the plural's '#' stay as they are.
  if (text === '#') return text;
  return text
    .split(/(<\/?\d+>)/)
    .map((part) => {
      if (/^<\/?\d+>$/.test(part) || part.trim() === '') return part;
      const accented = [...part].map((char) => ACCENTED[char] ?? char).join('');
      return `${accented}${'~'.repeat(Math.ceil(part.length * STRETCH))}`;
    })
    .join('');
}

// A compiled message is text and tokens ([name, type, choices]) whose choices are messages again.
function pseudoMessage(message: unknown): unknown {
  if (typeof message === 'string') return pseudoText(message);
  if (!Array.isArray(message)) return message;
  return message.map((token: unknown) => {
    if (typeof token === 'string') return pseudoText(token);
    if (!Array.isArray(token)) return token;
    const [name, type, format]: unknown[] = token;
    if (format === null || typeof format !== 'object') return token;
    return [name, type, Object.fromEntries(Object.entries(format).map(([key, choice]) => [key, pseudoMessage(choice)]))];
  });
}

/** The pseudo-locale's messages: every text of `messages` accented and stretched, placeholders kept. */
export function pseudoLocalize(messages: Messages): Messages {
  const pseudo: Messages = {};
  for (const [id, message] of Object.entries(messages)) {
    const localized = pseudoMessage(message);
    if (typeof localized === 'string' || Array.isArray(localized)) pseudo[id] = localized;
  }
  return pseudo;
}
