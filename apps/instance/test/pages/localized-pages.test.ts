import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_LOCALES, type MessageId, type PageLocale } from '../../src/pages/catalogues';
import { escapeHtml } from '../../src/pages/html';
import { translatorFor, type MessageValues } from '../../src/pages/translator';
import { Browser, formFields } from '../support/browser';
import { startTestInstance, type TestInstance } from '../support/harness';

const OOB = 'urn:ietf:wg:oauth:2.0:oob';

/** What each locale's browser asks for: a region, and English as a weaker second choice. */
const ASKED: Record<PageLocale, string> = {
  en: 'en-US,en;q=0.9',
  de: 'de-AT,de;q=0.9,en;q=0.5',
  fr: 'fr-CA,fr;q=0.9,en;q=0.5',
  es: 'es-419,es;q=0.9,en;q=0.5',
  ja: 'ja-JP,ja;q=0.9,en;q=0.5',
  ar: 'ar-EG,ar;q=0.9,en;q=0.5',
};

const htmlTagOf = (page: string): string | undefined => /<html[^>]*>/.exec(page)?.[0];

function initialLocaleOf(page: string): unknown {
  const json = /<script id="initial-state" type="application\/json">([\s\S]*?)<\/script>/.exec(page)?.[1];
  if (!json) throw new Error('no initial state in the page');
  const state: unknown = JSON.parse(json);
  if (typeof state !== 'object' || state === null || !('meta' in state) || typeof state.meta !== 'object' || state.meta === null) throw new Error('no meta');
  return 'locale' in state.meta ? state.meta.locale : undefined;
}

describe('the server-rendered pages in the reader’s language', () => {
  let t: TestInstance;
  let clientId: string;
  let browser: Browser;

  beforeAll(async () => {
    t = await startTestInstance();
    t.user('alice');
    t.user('carol');
    t.user('dave');
    clientId = (await t.anonymous().oauth.registerApp({ client_name: 'Tusky', redirect_uris: OOB, scopes: 'read write' })).client_id;
    browser = new Browser(t.url);
    await browser.signIn('alice');
  });
  afterAll(() => t.close());

  const authorizeUrl = () => `/oauth/authorize?response_type=code&client_id=${clientId}&redirect_uri=${encodeURIComponent(OOB)}&scope=read`;

  interface PageCase {
    /** Answers the page, asking for `acceptLanguage`. */
    open: (acceptLanguage: string) => Promise<Response>;
    status: number;
    heading: [MessageId, MessageValues?];
    /** Another text of the page, to show that more than the heading speaks the language. */
    text?: [MessageId, MessageValues?];
  }

  const get = (who: () => Browser, url: string | (() => string)) => (acceptLanguage: string) =>
    who().request(typeof url === 'string' ? url : url(), { headers: { 'accept-language': acceptLanguage } });
  const visitor = () => new Browser(t.url);
  const signedIn = () => browser;

  const PAGES: Record<string, PageCase> = {
    'sign-in': { open: get(visitor, '/auth/sign_in'), status: 200, heading: ['sign_in.title'], text: ['sign_in.password'] },
    terms: { open: get(visitor, '/terms'), status: 200, heading: ['terms.title'], text: ['terms.cookies.text'] },
    'server home': { open: get(visitor, '/'), status: 200, heading: ['server_home.heading', { title: 'Trumpet Local' }], text: ['server_home.clients.title'] },
    profile: { open: get(signedIn, '/settings/profile'), status: 200, heading: ['profile.title'], text: ['profile.bot'] },
    preferences: { open: get(signedIn, '/settings/preferences'), status: 200, heading: ['preferences.title'], text: ['preferences.locale'] },
    filters: { open: get(signedIn, '/filters'), status: 200, heading: ['filters.title'], text: ['filters.empty'] },
    'OAuth approval': { open: get(signedIn, authorizeUrl), status: 200, heading: ['authorize.heading', { app: 'Tusky' }], text: ['scope.read'] },
    'OAuth code': { open: get(signedIn, `/oauth/authorize/native?code=${'c'.repeat(32)}`), status: 200, heading: ['authorize.code.title'], text: ['authorize.code.lead', { minutes: 10 }] },
    'OAuth denied': {
      open: async (acceptLanguage) => {
        const approval = await (await browser.request(authorizeUrl())).text();
        const form = { ...formFields(approval, '/oauth/authorize'), decision: 'deny' };
        return browser.request('/oauth/authorize', { form, headers: { 'accept-language': acceptLanguage } });
      },
      status: 200,
      heading: ['authorize.denied.title'],
    },
    'invalid OAuth request': {
      open: get(visitor, '/oauth/authorize?response_type=code&client_id=nobody'),
      status: 400,
      heading: ['authorize.invalid.title'],
      text: ['authorize.invalid.unknown_client'],
    },
    'expired form': {
      open: (acceptLanguage) => browser.request('/filters', { form: { phrase: 'x' }, headers: { 'accept-language': acceptLanguage } }),
      status: 422,
      heading: ['common.csrf.title'],
      text: ['common.csrf.message'],
    },
    'filter not found': {
      open: async (acceptLanguage) => {
        const { token } = await browser.page('/filters');
        return browser.request('/filters/1/delete', { form: { authenticity_token: token }, headers: { 'accept-language': acceptLanguage } });
      },
      status: 404,
      heading: ['filters.not_found.title'],
      text: ['filters.not_found.message'],
    },
  };

  const CASES = Object.keys(PAGES).flatMap((page) => PAGE_LOCALES.map((locale) => [page, locale] as const));

  it.each(CASES)('%s in %s: lang, dir and texts follow Accept-Language', async (page, locale) => {
    const { open, status, heading, text } = PAGES[page] ?? PAGES['sign-in']!;
    const response = await open(ASKED[locale]);
    const body = await response.text();
    const i18n = translatorFor(locale);
    const title = i18n.t(...heading);
    expect(response.status).toBe(status);
    expect(htmlTagOf(body)).toBe(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);
    expect(body).toContain(`<h1>${escapeHtml(title)}</h1>`);
    if (text) expect(body).toContain(escapeHtml(i18n.t(...text)));
    if (locale !== 'en') expect(title).not.toBe(translatorFor('en').t(...heading));
  });

  describe('error texts', () => {
    it.each(PAGE_LOCALES)('tells a wrong password in %s', async (locale) => {
      const reader = new Browser(t.url);
      const { token } = await reader.page('/auth/sign_in');
      const response = await reader.request('/auth/sign_in', {
        form: { authenticity_token: token, username: 'alice', password: 'wrong' },
        headers: { 'accept-language': ASKED[locale] },
      });
      expect(response.status).toBe(422);
      expect(await response.text()).toContain(`<div class="alert error" role="alert">${escapeHtml(translatorFor(locale).t('sign_in.errors.invalid'))}</div>`);
    });

    it.each(PAGE_LOCALES)('lists a filter’s problems in %s', async (locale) => {
      const { token } = await browser.page('/filters');
      const response = await browser.request('/filters', { form: { authenticity_token: token, phrase: '', expires_in: '99' }, headers: { 'accept-language': ASKED[locale] } });
      const body = await response.text();
      const i18n = translatorFor(locale);
      expect(response.status).toBe(422);
      for (const id of ['common.fix_problems', 'filters.errors.phrase_blank', 'filters.errors.no_context', 'filters.errors.expiry'] as const) {
        expect(body).toContain(escapeHtml(i18n.t(id)));
      }
    });

    it('counts in the language’s plural forms', async () => {
      const body = await (await browser.request('/filters', { headers: { 'accept-language': 'ar' } })).text();
      expect(body).toContain('<option value="3600">ساعة واحدة</option>');
      expect(body).toContain('<option value="21600">6 ساعات</option>');
      expect(body).toContain('<option value="43200">12 ساعة</option>');
    });
  });

  describe('Accept-Language with several languages', () => {
    it.each([
      ['fr;q=0.3, ja;q=0.9, pt', 'ja'],
      ['pt-BR, de-CH;q=0.8, en;q=0.7', 'de'],
      ['en;q=0.2, ar;q=0.8', 'ar'],
      ['es-MX;q=0.5, fr-BE;q=0.5', 'es'],
      ['ja;q=0, fr;q=0.1', 'fr'],
      ['pt-BR, pt;q=0.9', 'en'],
      ['*', 'en'],
      ['', 'en'],
    ])('%s → %s', async (acceptLanguage, locale) => {
      const body = await (await new Browser(t.url).request('/auth/sign_in', { headers: { 'accept-language': acceptLanguage } })).text();
      expect(htmlTagOf(body)).toBe(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);
    });
  });

  describe('the interface language chosen in the preferences', () => {
    let webDir: string;
    let carol: Browser;
    const GERMAN = { 'accept-language': 'de-DE,de;q=0.9' };
    const savedLocale = () =>
      t.instance.db.prepare<[], { locale: string | null }>("SELECT locale FROM account_preferences WHERE account_id = (SELECT id FROM accounts WHERE username = 'carol')").get()?.locale;

    beforeAll(async () => {
      webDir = mkdtempSync(path.join(tmpdir(), 'trumpet-web-'));
      writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head><title>Trumpet</title></head><body></body></html>');
      carol = new Browser(t.url);
      await carol.signIn('carol');
    });
    afterAll(() => rmSync(webDir, { recursive: true, force: true }));
    afterEach(() => {
      t.instance.config.webDir = null;
    });

    const choose = async (locale: string) => {
      const { html } = await carol.page('/settings/preferences');
      return carol.request('/settings/preferences', {
        form: { ...formFields(html, '/settings/preferences'), locale, default_privacy: 'public', display_media: 'default', delete_modal: '1' },
        headers: GERMAN,
      });
    };
    const webAppLocale = async () => {
      t.instance.config.webDir = webDir;
      return initialLocaleOf(await (await carol.request('/', { headers: GERMAN })).text());
    };

    it('offers each language in its own name, and the browser’s language first', async () => {
      const body = await (await carol.request('/settings/preferences', { headers: GERMAN })).text();
      const select = body.slice(body.indexOf('<select id="field-locale"'), body.indexOf('</select>', body.indexOf('<select id="field-locale"')));
      expect([...select.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((match) => [match[1], match[2]])).toEqual([
        ['', 'Wie im Browser'],
        ['en', 'English'],
        ['de', 'Deutsch'],
        ['fr', 'Français'],
        ['es', 'Español'],
        ['ja', '日本語'],
        ['ar', 'العربية'],
      ]);
      expect(select).toContain('<option value="" selected>');
      expect(select).toContain('<option value="ja" lang="ja">');
    });

    it('wins over Accept-Language on every page, is stored, and is the web app’s locale', async () => {
      expect(await webAppLocale()).toBe('de-DE');
      const saved = await choose('ja');
      expect([saved.status, saved.headers.get('location')]).toEqual([302, '/settings/preferences?saved=1']);
      expect(savedLocale()).toBe('ja');

      const after = await (await carol.request('/settings/preferences?saved=1', { headers: GERMAN })).text();
      expect(htmlTagOf(after)).toBe('<html lang="ja" dir="ltr">');
      expect(after).toContain(translatorFor('ja').t('preferences.saved'));
      expect(after).toContain('<option value="ja" selected>日本語</option>');
      for (const url of ['/settings/profile', '/filters', '/terms', authorizeUrl()]) {
        expect([url, htmlTagOf(await (await carol.request(url, { headers: GERMAN })).text())]).toEqual([url, '<html lang="ja" dir="ltr">']);
      }
      expect(await webAppLocale()).toBe('ja');

      await choose('ar');
      expect(savedLocale()).toBe('ar');
      expect(htmlTagOf(await (await carol.request('/filters', { headers: GERMAN })).text())).toBe('<html lang="ar" dir="rtl">');
      expect(await webAppLocale()).toBe('ar');
    });

    it('is someone’s own: others and visitors still follow their browsers', async () => {
      const dave = new Browser(t.url);
      await dave.signIn('dave');
      expect(htmlTagOf(await (await dave.request('/filters', { headers: GERMAN })).text())).toBe('<html lang="de" dir="ltr">');
      expect(htmlTagOf(await (await new Browser(t.url).request('/terms', { headers: GERMAN })).text())).toBe('<html lang="de" dir="ltr">');
    });

    it('goes back to the browser’s language when that is chosen', async () => {
      await choose('');
      expect(savedLocale()).toBeNull();
      expect(htmlTagOf(await (await carol.request('/filters', { headers: GERMAN })).text())).toBe('<html lang="de" dir="ltr">');
      expect(await webAppLocale()).toBe('de-DE');
    });

    it('refuses a language the pages do not speak, and keeps the one chosen', async () => {
      await choose('fr');
      const response = await choose('pt');
      const body = await response.text();
      expect(response.status).toBe(422);
      expect(htmlTagOf(body)).toBe('<html lang="fr" dir="ltr">');
      expect(body).toContain(escapeHtml(translatorFor('fr').t('preferences.errors.locale')));
      expect(body).toContain('<option value="fr" selected>Français</option>');
      expect(savedLocale()).toBe('fr');
    });
  });
});
