import type { Translator } from '@trumpet/instance';
import { localStoreHarness } from '../../../test/support/local-store';
import { expandTimeline } from '../timelines/timelines-actions';
import { canTranslate } from './translation-rules';
import { fetchTranslationSupport, statusTranslationUndone, translateStatus } from './translations-actions';
import { selectStatusTranslation, selectTranslationEnabled } from './translations-selectors';

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
    expect(selectTranslationEnabled(s.getState())).toBe(false);
  });

  it('translates a post with the configured backend, sanitised, and shows the original again', async () => {
    h.local.server.instance.config.translator = shouting;
    const s = h.newStore();
    await h.settle(s, fetchTranslationSupport, fetchTranslationSupport.request());
    expect(selectTranslationEnabled(s.getState())).toBe(true);
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
  it.each([
    ['another language, public', post, 'en', true, true],
    ['another language, unlisted', { ...post, visibility: 'unlisted' }, 'en-GB', true, true],
    ['the server does not translate', post, 'en', false, false],
    ['the UI language', post, 'de-AT', true, false],
    ['no language', { ...post, language: null }, 'en', true, false],
    ['followers only', { ...post, visibility: 'private' }, 'en', true, false],
    ['no text', { ...post, search_index: ' ' }, 'en', true, false],
  ])('%s', (_name, status, locale, enabled, expected) => {
    expect(canTranslate(status, locale, enabled)).toBe(expected);
  });
});
