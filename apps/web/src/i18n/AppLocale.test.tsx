import { RelativeTime } from '@trumpet/ui';
import { screen } from '@testing-library/react';
import { createTestApp, renderInApp } from '../../test/support/app';
import { AppLocale } from './AppLocale';

const FIVE_MINUTES_AGO = () => new Date(Date.now() - 5 * 60_000 - 1_000).toISOString();

describe('the app locale', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
    jest.restoreAllMocks();
  });

  it.each([
    ['de', 'de', 'ltr', '5 Min.'],
    ['ar', 'ar', 'rtl', '5 د'],
    ['pt-BR', 'en', 'ltr', '5m'],
  ])("follows the server's locale %s when the app has it: lang %s, dir %s, '%s'", (serverLocale, lang, dir, text) => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue([]);
    const app = createTestApp({ meta: { locale: serverLocale } });
    renderInApp(
      app,
      <AppLocale available={['en', 'de', 'ar']}>
        <RelativeTime date={FIVE_MINUTES_AGO()} />
      </AppLocale>,
    );
    expect(document.documentElement.lang).toBe(lang);
    expect(document.documentElement.dir).toBe(dir);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it("falls back to the browser's languages, then to English", () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['ko', 'de-CH']);
    renderInApp(createTestApp({ meta: { locale: 'ko' } }), <AppLocale available={['en', 'de']}>{null}</AppLocale>);
    expect(document.documentElement.lang).toBe('de');
  });

  it('speaks English while English is all the app has', () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    renderInApp(createTestApp({ meta: { locale: 'de' } }), <AppLocale>{null}</AppLocale>);
    expect(document.documentElement.lang).toBe('en');
  });
});
