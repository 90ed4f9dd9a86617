import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { localeDirection, SOURCE_LOCALE, type TextDirection } from '@trumpet/core';
import { createContext, Fragment, isValidElement, useCallback, useContext, useMemo, type ReactElement, type ReactNode } from 'react';
import { sourceMessages, type MessageId } from './catalogue';

interface LocaleValue {
  locale: string;
  i18n: I18n;
}

const english: LocaleValue = { locale: SOURCE_LOCALE, i18n: setupI18n({ locale: SOURCE_LOCALE, messages: { [SOURCE_LOCALE]: sourceMessages } }) };

const LocaleContext = createContext<LocaleValue>(english);

/**
 * The locale the app speaks below it, with its messages: texts, dates, relative times and counts
 * are written in it. English (the source catalogue) outside any provider.
 */
export function LocaleProvider({ locale, messages, children }: { locale: string; messages: Messages; children: ReactNode }) {
  const value = useMemo(() => ({ locale, i18n: setupI18n({ locale, messages: { [locale]: messages } }) }), [locale, messages]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/** The active locale. */
export function useLocale(): string {
  return useContext(LocaleContext).locale;
}

/** The direction the active locale writes in: 'rtl' puts what comes next on the left. */
export function useTextDirection(): TextDirection {
  return localeDirection(useLocale());
}

/** Values a message's placeholders take: `{name}`, plural counts. */
export type MessageValues = Record<string, string | number>;

/** A message by id in the active locale, with its placeholders filled. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** `t` in the source locale, for code outside components and for tests. */
export const sourceTranslate: Translate = (id, values) => english.i18n._(id, values);

/** `t(id, values)` for the active locale. */
export function useT(): Translate {
  const { i18n } = useContext(LocaleContext);
  return useCallback<Translate>((id, values) => i18n._(id, values), [i18n]);
}

/** Values of a message that may hold elements (a linked name): `{name}` becomes the element. */
export type RichValues = Record<string, ReactElement | string | number>;

/** A message with elements among its values, as nodes to render. */
export type TranslateRich = (id: MessageId, values: RichValues) => ReactNode;

// Stands in for an element while the message is formatted; no message contains it.
const MARK = '\u{F0000}';

/** `rich(id, values)`: like `t`, with elements for some placeholders ('{name} boosted'). */
export function useRichT(): TranslateRich {
  const { i18n } = useContext(LocaleContext);
  return useCallback<TranslateRich>(
    (id, values) => {
      const elements: ReactElement[] = [];
      const plain: MessageValues = {};
      for (const [name, value] of Object.entries(values)) {
        if (isValidElement(value)) {
          plain[name] = `${MARK}${elements.length}${MARK}`;
          elements.push(value);
        } else plain[name] = value;
      }
      return i18n
        ._(id, plain)
        .split(MARK)
        .map((part, index) => <Fragment key={index}>{index % 2 === 1 ? elements[Number(part)] : part}</Fragment>);
    },
    [i18n],
  );
}
