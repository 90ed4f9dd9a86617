import type { Translator } from '@trumpet/instance';
import { localStoreHarness } from '../../../test/support/local-store';
import { expandTimeline } from '../timelines/timelines-actions';
import { canTranslate } from './translation-rules';
import { fetchTranslationSupport, statusTranslationUndone, translateStatus } from './translations-actions';
import { selectStatusTranslation, selectTranslationEnabled, selectTranslationSupport } from './translations-selectors';

/** A test backend: German to English, marking what it translated. */
const shouting: Translator = {
  languages: async () => ({ de: ['en'] }),
  translate: async (texts) => texts.map((text) => ({ text: `${text.toUpperCase()}<img src=x onerror=alert(1)>`, detectedSourceLanguage: 'de', provider: 'Test Translate' })),
};

describe('translating statuses against the local instance (https://docs.joinmastodon.org/methods/statuses/#translate)', () => {
  const h = localStoreHarness();
  afterEach(() => {
    h.local.server.instance.config.translator = null;
  });

  it('a server without a translator offers none', async () => {
    const s = h.newStore();
    expect((await h.settle(s, fetchTranslationSupport, fetchTranslationSupport.request())).type).toBe(fetchTranslationSupport.success.type);
    expect(selectTranslationSupport(s.getState())).toEqual({ enabled: false, languages: null });
  });

  it('translates a post with the configured backend, sanitised, and shows the original again', async () => {
    h.local.server.instance.config.translator = shouting;
    const s = h.newStore();
    await h.settle(s, fetchTranslationSupport, fetchTranslationSupport.request());
    expect(selectTranslationEnabled(s.getState())).toBe(true);
    expect(selectTranslationSupport(s.getState()).languages).toEqual({ de: ['en'] });
    const post = await h.api.statuses.create({ status: 'Guten Morgen', language: 'de', visibility: 'public' });
    await h.settle(s, expandTimeline, expandTimeline.request({ timeline: 'home' }));

    const done = h.settle(s, translateStatus, translateStatus.request({ statusId: post.id, lang: 'en' }));
    expect(selectStatusTranslation(s.getState(), post.id)).toEqual({ state: 'loading' });
    expect((await done).type).toBe(translateStatus.success.type);
    const shown = selectStatusTranslation(s.getState(), post.id);
    expect(shown?.state).toBe('shown');
    if (shown?.state !== 'shown') return;
    expect(shown.translation.contentHtml).toContain('GUTEN MORGEN');
    expect(shown.translation.contentHtml).not.toContain('onerror');
    expect(shown.translation).toMatchObject({ provider: 'Test Translate', detectedSourceLanguage: 'de' });

    s.dispatch(statusTranslationUndone({ statusId: post.id }));
    expect(selectStatusTranslation(s.getState(), post.id)).toBeNull();
  });

  it('a refusal (no backend for the language) leaves the post as it was', async () => {
    h.local.server.instance.config.translator = shouting;
    const s = h.newStore();
    const post = await h.api.statuses.create({ status: 'Bonjour', language: 'fr', visibility: 'public' });
    expect((await h.settle(s, translateStatus, translateStatus.request({ statusId: post.id, lang: 'en' }))).type).toBe(translateStatus.fail.type);
    expect(selectStatusTranslation(s.getState(), post.id)).toBeNull();
  });
});

describe('canTranslate', () => {
  const post = { visibility: 'public', language: 'de', search_index: 'Guten Morgen' };
  const unlisted = { enabled: true, languages: null };
  const off = { enabled: false, languages: null };
  // As GET /api/v1/instance/translation_languages answers: German and unnamed statuses into English and French.
  const pairs = { enabled: true, languages: { de: ['en', 'fr'], und: ['en'], en: ['de'] } };
  it.each([
    ['another language, public', post, 'en', unlisted, true],
    ['another language, unlisted', { ...post, visibility: 'unlisted' }, 'en-GB', unlisted, true],
    ['the server does not translate', post, 'en', off, false],
    ['the UI language', post, 'de-AT', unlisted, false],
    ['no language', { ...post, language: null }, 'en', unlisted, false],
    ['followers only', { ...post, visibility: 'private' }, 'en', unlisted, false],
    ['no text', { ...post, search_index: ' ' }, 'en', unlisted, false],
    ['a listed pair', post, 'fr-CA', pairs, true],
    ['a pair the engine lacks', post, 'ja', pairs, false],
    ['a source the engine lacks', { ...post, language: 'es' }, 'en', pairs, false],
    ['no language, translated as und', { ...post, language: null }, 'en', pairs, true],
    ['an empty language is und too', { ...post, language: '' }, 'fr', pairs, false],
    ['listed pairs but translation off', post, 'en', { ...pairs, enabled: false }, false],
  ])('%s', (_name, status, locale, support, expected) => {
    expect(canTranslate(status, locale, support)).toBe(expected);
  });
});
