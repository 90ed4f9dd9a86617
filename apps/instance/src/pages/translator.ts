import { setupI18n, type I18n } from '@lingui/core';
import { CATALOGUES, compileCatalogue, SOURCE_LOCALE, type MessageId, type PageLocale } from './catalogues';
import { escapeHtml, SafeHtml } from './html';

export type MessageValues = Readonly<Record<string, string | number>>;

/** Wraps the text a message marks with `<n>…</n>` in the n-th element. */
export type MessageElement = (children: SafeHtml) => SafeHtml;

/** The pages' texts in one language. */
export interface Translator {
  readonly locale: PageLocale;
  readonly dir: 'ltr' | 'rtl';
  /** A message as text (escaped where `html` puts it). */
  t(id: MessageId, values?: MessageValues): string;
  /** A message with markup: its `<n>…</n>` become `elements[n]`, everything else is escaped. */
  rich(id: MessageId, values: MessageValues, elements: readonly MessageElement[]): SafeHtml;
}

// Counts as Rails writes them in Mastodon's messages: "maximum is 1000 characters".
const FORMATS = { number: { useGrouping: false } };

// String values go through Lingui as these markers and are put back afterwards, so that nothing in
// them is read as an escape sequence or an element.
const marker = (index: number) => `\uE000${index}\uE001`;
const MARKER = /\uE000(\d+)\uE001/g;
const TOKEN = /<(\/?)(\d+)(\/?)>|\uE000(\d+)\uE001/g;

function format(i18n: I18n, id: MessageId, values: MessageValues): { text: string; strings: string[] } {
  const strings: string[] = [];
  const args = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'number' ? value : marker(strings.push(value) - 1)]));
  return { text: i18n._(id, args, { formats: FORMATS }), strings };
}

function renderRich(text: string, strings: readonly string[], elements: readonly MessageElement[]): SafeHtml {
  const open: { element: MessageElement; out: string }[] = [];
  let root = '';
  const append = (piece: string) => {
    const top = open.at(-1);
    if (top) top.out += piece;
    else root += piece;
  };
  const close = () => {
    const done = open.pop();
    if (done) append(done.element(new SafeHtml(done.out)).value);
  };
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    append(escapeHtml(text.slice(last, match.index)));
    last = match.index + match[0].length;
    const [, closing, tag, selfClosing, value] = match;
    if (value !== undefined) {
      append(escapeHtml(strings[Number(value)] ?? ''));
      continue;
    }
    const element = elements[Number(tag)] ?? ((children: SafeHtml) => children);
    if (selfClosing) append(element(new SafeHtml('')).value);
    else if (closing) close();
    else open.push({ element, out: '' });
  }
  append(escapeHtml(text.slice(last)));
  while (open.length > 0) close();
  return new SafeHtml(root);
}

function createTranslator(locale: PageLocale): Translator {
  // A message missing from a translation is said in English.
  const messages = { ...compileCatalogue(SOURCE_LOCALE, CATALOGUES[SOURCE_LOCALE]), ...compileCatalogue(locale, CATALOGUES[locale]) };
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return {
    locale,
    dir: locale === 'ar' ? 'rtl' : 'ltr',
    t(id, values = {}) {
      const { text, strings } = format(i18n, id, values);
      return text.replace(MARKER, (_, index: string) => strings[Number(index)] ?? '');
    },
    rich(id, values, elements) {
      const { text, strings } = format(i18n, id, values);
      return renderRich(text, strings, elements);
    },
  };
}

// Every catalogue is compiled once, when the server starts.
const TRANSLATORS: Readonly<Record<PageLocale, Translator>> = {
  en: createTranslator('en'),
  de: createTranslator('de'),
  fr: createTranslator('fr'),
  es: createTranslator('es'),
  ja: createTranslator('ja'),
  ar: createTranslator('ar'),
};

export const translatorFor = (locale: PageLocale): Translator => TRANSLATORS[locale];
