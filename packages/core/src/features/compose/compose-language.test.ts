import { localStoreHarness } from '../../../test/support/local-store';
import { metaLoaded } from '../meta/meta-slice';
import { composeChanged, submitCompose } from './compose-actions';
import { composeLanguageChanged, composeLanguagesLoaded, composeUiLocaleChanged } from './compose-extras-actions';
import { composeLanguage, languageCode, parseRecentLanguages, withRecentLanguage } from './compose-language';
import { postCompose } from './compose-post-actions';
import { selectCompose, selectComposeLanguage } from './compose-selectors';

describe('the post language rule', () => {
  const base = { language: null, defaultLanguage: null, recentLanguages: [], uiLocale: null };
  it('is the picked one, else the preference, else the last used, else the interface’s', () => {
    expect(composeLanguage({ ...base, uiLocale: 'pt-BR' })).toBe('pt');
    expect(composeLanguage({ ...base, uiLocale: 'pt-BR', recentLanguages: ['ja', 'de'] })).toBe('ja');
    expect(composeLanguage({ ...base, uiLocale: 'pt-BR', recentLanguages: ['ja'], defaultLanguage: 'fr' })).toBe('fr');
    expect(composeLanguage({ ...base, uiLocale: 'pt-BR', recentLanguages: ['ja'], defaultLanguage: 'fr', language: 'es' })).toBe('es');
    expect(composeLanguage(base)).toBeNull();
  });
  it('reads language codes and keeps a short recent list, most recent first', () => {
    expect(languageCode('zh_Hant')).toBe('zh');
    expect(languageCode('not a tag')).toBeNull();
    expect(withRecentLanguage(['de', 'fr', 'ja', 'es', 'it'], 'ja')).toEqual(['ja', 'de', 'fr', 'es', 'it']);
    expect(withRecentLanguage(['de', 'fr', 'ja', 'es', 'it'], 'ko')).toEqual(['ko', 'de', 'fr', 'ja', 'es']);
    expect(parseRecentLanguages(['de', 3, '<x>', 'FR'])).toEqual(['de', 'fr']);
    expect(parseRecentLanguages('de')).toEqual([]);
  });
});

describe('the post language against the local instance', () => {
  const harness = localStoreHarness('alice');

  /** A store for the signed-in user, once its recent languages and preferences are loaded. */
  async function loadedStore() {
    const me = (await harness.api.accounts.verifyCredentials()).id;
    const store = harness.newStore();
    store.dispatch(metaLoaded({ me }));
    const deadline = Date.now() + 4000;
    while (harness.recorder.types().filter((type) => type === composeLanguagesLoaded.type).length < 2) {
      if (Date.now() > deadline) throw new Error(`languages not loaded: ${harness.recorder.types().join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return { store, me };
  }

  it('defaults to posting:default:language from GET /api/v1/preferences and sends the picked one', async () => {
    await harness.api.accounts.updateCredentials({ source: { language: 'fr' } });
    const { store, me } = await loadedStore();
    store.dispatch(composeUiLocaleChanged({ locale: 'en-GB' }));
    expect(selectComposeLanguage(store.getState())).toBe('fr');

    store.dispatch(composeChanged({ text: 'en español, por favor' }));
    store.dispatch(composeLanguageChanged({ language: 'es' }));
    expect((await harness.settle(store, postCompose, submitCompose())).type).toBe(postCompose.success.type);
    const [posted] = (await harness.api.accounts.statuses(me, { limit: 1 })).items;
    expect(posted?.language).toBe('es');
    expect(selectCompose(store.getState()).recentLanguages[0]).toBe('es');
  });

  it('falls back to the last used, then to the interface language, without a preference', async () => {
    await harness.api.accounts.updateCredentials({ source: { language: '' } });
    const { store } = await loadedStore();
    // This store's device has not posted yet.
    expect(selectCompose(store.getState()).recentLanguages).toEqual([]);
    store.dispatch(composeUiLocaleChanged({ locale: 'de-AT' }));
    expect(selectComposeLanguage(store.getState())).toBe('de');
    store.dispatch(composeLanguagesLoaded({ recent: ['ja'] }));
    expect(selectComposeLanguage(store.getState())).toBe('ja');
  });
});
