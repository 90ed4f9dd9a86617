import { formatFullDate } from '@trumpet/core/text';
import { chunkCatalogue, inlineCatalogue, LOCALE_CATALOGUES, RelativeTime, useT, type LocaleCatalogue } from '@trumpet/ui';
import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createTestApp, renderInApp } from '../../test/support/app';
import { AppLocale } from './AppLocale';

const FIVE_MINUTES_AGO = () => new Date(Date.now() - 5 * 60_000 - 1_000).toISOString();
const english = LOCALE_CATALOGUES.en;
if (!english) throw new Error('no English catalogue');
const englishMessages = english.current() ?? {};

// Stand-ins for translated catalogues: the English messages with one text changed.
const withReply = (reply: string) => ({ ...englishMessages, 'status.reply': [reply] });
const inline = (reply: string): LocaleCatalogue => inlineCatalogue(() => withReply(reply));

function ReplyButton() {
  const t = useT();
  return <button type="button">{t('status.reply')}</button>;
}

function renderIn(serverLocale: string, catalogues: Record<string, LocaleCatalogue>) {
  return renderInApp(
    createTestApp({ meta: { locale: serverLocale } }),
    <Suspense fallback={<p>waiting</p>}>
      <AppLocale catalogues={catalogues}>
        <RelativeTime date={FIVE_MINUTES_AGO()} />
        <ReplyButton />
      </AppLocale>
    </Suspense>,
  );
}

describe('the app locale', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
    jest.restoreAllMocks();
  });

  it.each([
    ['de', 'de', 'ltr', 'Antworten'],
    ['ar', 'ar', 'rtl', 'رد'],
    ['pt-BR', 'en', 'ltr', 'Reply'],
  ])("follows the server's locale %s when the app has it: lang %s, dir %s, '%s', dates in it", (serverLocale, lang, dir, reply) => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue([]);
    const { container } = renderIn(serverLocale, { en: english, de: inline('Antworten'), ar: inline('رد') });
    expect(document.documentElement.lang).toBe(lang);
    expect(document.documentElement.dir).toBe(dir);
    const time = container.querySelector('time');
    expect(time?.title).toBe(formatFullDate(time?.dateTime ?? '', { locale: lang, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }));
    expect(screen.getByRole('button', { name: reply })).toBeTruthy();
  });

  it("falls back to the browser's languages, then to English", () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['ko', 'de-CH']);
    renderIn('ko', { en: english, de: inline('Antworten') });
    expect(document.documentElement.lang).toBe('de');
  });

  it('waits for a locale whose messages are a chunk of their own, then speaks it', async () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue([]);
    let arrive: (messages: { default: ReturnType<typeof withReply> }) => void = () => undefined;
    const chunk = new Promise<{ default: ReturnType<typeof withReply> }>((resolve) => (arrive = resolve));
    const french = chunkCatalogue('fr', () => chunk);
    // Rendered within act, so React's retry once the chunk is here runs within it too.
    await act(async () => {
      renderIn('fr', { en: english, fr: french });
    });
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => {
      arrive({ default: withReply('Répondre') });
      await french.load();
    });
    expect(screen.getByRole('button', { name: 'Répondre' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
  });

  it('speaks English when a locale chunk fails to load', async () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue([]);
    const spanish = chunkCatalogue('es', () => Promise.reject(new Error('offline')));
    await act(async () => {
      renderIn('es', { en: english, es: spanish });
      await spanish.load();
    });
    expect(screen.getByRole('button', { name: 'Reply' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
  });

  it('speaks English while English is all the app has', () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    renderInApp(createTestApp({ meta: { locale: 'de' } }), <AppLocale>{null}</AppLocale>);
    expect(document.documentElement.lang).toBe('en');
  });
});
