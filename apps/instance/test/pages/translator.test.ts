import { PAGE_LOCALES } from '../../src/pages/catalogues';
import { html, type SafeHtml } from '../../src/pages/html';
import { translatorFor } from '../../src/pages/translator';

const strong = (children: SafeHtml) => html`<strong>${children}</strong>`;

describe('the pages’ translator', () => {
  it('says where the text goes: direction right to left for Arabic only', () => {
    expect(PAGE_LOCALES.map((locale) => [locale, translatorFor(locale).dir])).toEqual([
      ['en', 'ltr'],
      ['de', 'ltr'],
      ['fr', 'ltr'],
      ['es', 'ltr'],
      ['ja', 'ltr'],
      ['ar', 'rtl'],
    ]);
  });

  it('wraps the marked text of a rich message in its element and escapes everything else', () => {
    expect(translatorFor('en').rich('authorize.denied.lead', { app: '<0>Evil</0> & <script>' }, [strong]).value).toBe(
      'You did not authorize <strong>&lt;0&gt;Evil&lt;/0&gt; &amp; &lt;script&gt;</strong>. It has not been given access to your account.',
    );
    expect(translatorFor('de').rich('authorize.denied.lead', { app: 'Tusky' }, [strong]).value).toBe(
      'Du hast <strong>Tusky</strong> nicht autorisiert. Die App hat keinen Zugriff auf dein Konto erhalten.',
    );
  });

  it('puts values in as they are, escape sequences and all', () => {
    expect(translatorFor('en').t('filters.remove_label', { phrase: String.raw`\u0041 <b>` })).toBe(String.raw`Remove the filter \u0041 <b>`);
  });

  it('writes counts as Mastodon does, without grouping', () => {
    expect(translatorFor('en').t('filters.errors.phrase_too_long', { max: 1000 })).toBe('Phrase is too long (maximum is 1000 characters).');
    expect(translatorFor('de').t('filters.errors.phrase_too_long', { max: 1000 })).toBe('Der Ausdruck ist zu lang (höchstens 1000 Zeichen).');
  });

  it.each([
    [0, '0 ساعة'],
    [1, 'ساعة واحدة'],
    [2, 'ساعتان'],
    [6, '6 ساعات'],
    [12, '12 ساعة'],
    [100, '100 ساعة'],
  ])('picks the Arabic plural form for %i', (count, text) => {
    expect(translatorFor('ar').t('filters.expiry.hours', { count })).toBe(text);
  });

  it.each([
    ['en', 1, '1 hour'],
    ['en', 6, '6 hours'],
    ['fr', 1, '1 heure'],
    ['fr', 6, '6 heures'],
    ['ja', 6, '6時間'],
  ] as const)('counts in %s: %i', (locale, count, text) => {
    expect(translatorFor(locale).t('filters.expiry.hours', { count })).toBe(text);
  });
});
