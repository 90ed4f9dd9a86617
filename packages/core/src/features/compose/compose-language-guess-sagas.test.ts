import { createRestClient, type RestClient } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { sanitize } from '../../../test/support/sanitize';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { saveSettings, settingChanged } from '../settings/settings-actions';
import { SETTINGS_SAVE_DEBOUNCE_MS } from '../settings/settings-sagas';
import { composeChanged, composeReset } from './compose-actions';
import { composeLanguageChanged, composeUiLocaleChanged } from './compose-extras-actions';
import type { DetectedLanguage, DetectLanguage } from './compose-language-guess';
import { selectComposeLanguage, selectComposeLanguageHint, selectComposeLanguageLeads } from './compose-selectors';

const FRENCH = 'Bonjour à tous, je suis très content de vous voir aujourd’hui';
const ENGLISH = 'Hello everyone, I am very happy to see you all today';

/** A detector that answers French for text with 'Bonjour', English otherwise (0.95), and records what it was asked. */
function fakeDetector(answer: (text: string) => DetectedLanguage[] = (text) => [{ language: text.includes('Bonjour') ? 'fr' : 'en', confidence: 0.95 }]) {
  const asked: string[] = [];
  const detect: DetectLanguage = (text) => {
    asked.push(text);
    return Promise.resolve(answer(text));
  };
  return { detect, asked };
}

const offline = (): RestClient => createRestClient({ url: 'http://127.0.0.1:9' });

describe('guessing the language of the composer text (saga, fake detector and clock)', () => {
  let store: TrumpetStore | null = null;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    store?.rootTask.cancel();
    store = null;
    jest.useRealTimers();
  });

  function newStore(detectLanguage?: DetectLanguage): TrumpetStore {
    store = createTrumpetStore({ api: offline(), sanitize, ...(detectLanguage ? { detectLanguage } : {}) });
    store.dispatch(composeUiLocaleChanged({ locale: 'en' }));
    return store;
  }
  const compose = () => (store as TrumpetStore).getState().compose;
  const type = (text: string) => (store as TrumpetStore).dispatch(composeChanged({ text }));

  it('guesses a long enough text at once and suggests the language, never changing the post’s', async () => {
    const detector = fakeDetector();
    const s = newStore(detector.detect);
    type('Bonjour');
    await jest.advanceTimersByTimeAsync(2000);
    expect(detector.asked).toEqual([]);

    type(FRENCH);
    await jest.advanceTimersByTimeAsync(0);
    expect(detector.asked).toEqual([FRENCH]);
    expect(compose().languageGuess).toBe('fr');
    expect(compose().language).toBeNull();
    expect(selectComposeLanguage(s.getState())).toBe('en');
    expect(selectComposeLanguageHint(s.getState())).toBe('fr');
    expect(selectComposeLanguageLeads(s.getState())).toEqual(['fr', 'en']);

    await jest.advanceTimersByTimeAsync(5000);
    expect(compose().language).toBeNull();
    s.dispatch(composeLanguageChanged({ language: 'fr' }));
    expect(selectComposeLanguageHint(s.getState())).toBeNull();
  });

  it('while typing, guesses at most every 1.5 s and once more 500 ms after the last key', async () => {
    const detector = fakeDetector();
    newStore(detector.detect);
    let text = FRENCH;
    type(text);
    await jest.advanceTimersByTimeAsync(0);
    expect(detector.asked).toHaveLength(1);
    // A key every 100 ms for 3 s.
    for (let key = 0; key < 30; key += 1) {
      await jest.advanceTimersByTimeAsync(100);
      text += 'a';
      type(text);
    }
    // Guesses at 1.5 s and 3 s, not one per key.
    expect(detector.asked).toHaveLength(3);
    await jest.advanceTimersByTimeAsync(499);
    expect(detector.asked).toHaveLength(3);
    await jest.advanceTimersByTimeAsync(1);
    expect(detector.asked).toHaveLength(4);
    expect(detector.asked.at(-1)).toBe(text);
    // After the pause, the next change is guessed at once again.
    type(ENGLISH);
    await jest.advanceTimersByTimeAsync(0);
    expect(detector.asked.at(-1)).toBe(ENGLISH);
    expect(compose().languageGuess).toBe('en');
    expect(selectComposeLanguageHint((store as TrumpetStore).getState())).toBeNull();
  });

  it('clears the guess at once when the text goes back under the threshold, or is posted or reset', async () => {
    const detector = fakeDetector();
    const s = newStore(detector.detect);
    type(FRENCH);
    await jest.advanceTimersByTimeAsync(0);
    expect(compose().languageGuess).toBe('fr');
    type('Bonjour');
    await jest.advanceTimersByTimeAsync(0);
    expect(compose().languageGuess).toBeNull();
    expect(selectComposeLanguageHint(s.getState())).toBeNull();

    await jest.advanceTimersByTimeAsync(1000);
    type(FRENCH);
    await jest.advanceTimersByTimeAsync(0);
    expect(compose().languageGuess).toBe('fr');
    // After a pause as well.
    await jest.advanceTimersByTimeAsync(1000);
    s.dispatch(composeReset());
    await jest.advanceTimersByTimeAsync(0);
    expect(compose().languageGuess).toBeNull();
  });

  it('drops an answer that comes after the text went under the threshold', async () => {
    let answer: ((value: DetectedLanguage[]) => void) | null = null;
    const slow: DetectLanguage = () =>
      new Promise((resolve) => {
        answer = resolve;
      });
    newStore(slow);
    type(FRENCH);
    await jest.advanceTimersByTimeAsync(0);
    type('');
    await jest.advanceTimersByTimeAsync(0);
    (answer as ((value: DetectedLanguage[]) => void) | null)?.([{ language: 'fr', confidence: 0.99 }]);
    await jest.advanceTimersByTimeAsync(1000);
    expect(compose().languageGuess).toBeNull();
  });

  it('makes no guess below 0.8 confidence, nor when the detector fails', async () => {
    newStore(fakeDetector(() => [{ language: 'fr', confidence: 0.6 }]).detect);
    type(FRENCH);
    await jest.advanceTimersByTimeAsync(0);
    expect(compose().languageGuess).toBeNull();

    store?.rootTask.cancel();
    newStore(() => Promise.reject(new Error('no model')));
    type(FRENCH);
    await jest.advanceTimersByTimeAsync(0);
    expect(compose().languageGuess).toBeNull();
  });

  it('guesses from the text without its links and remote mentions, and nothing without a detector', async () => {
    const detector = fakeDetector();
    newStore(detector.detect);
    type('@someone@example.social https://example.com/a/long/path/to/a/page');
    await jest.advanceTimersByTimeAsync(2000);
    expect(detector.asked).toEqual([]);
    type(`@someone@example.social ${FRENCH}`);
    await jest.advanceTimersByTimeAsync(0);
    expect(detector.asked).toEqual([` ${FRENCH}`]);

    store?.rootTask.cancel();
    newStore();
    type(FRENCH);
    await jest.advanceTimersByTimeAsync(2000);
    expect(compose().languageGuess).toBeNull();
  });
});

describe('dismissing the language hint (a web setting, saved to PUT /api/web/settings)', () => {
  let local: LocalServer;
  let api: RestClient;
  let store: TrumpetStore | null = null;
  beforeAll(async () => {
    local = await startLocalServer();
    api = await local.signIn('demo');
  }, 60_000);
  afterAll(() => local.close());
  afterEach(() => {
    store?.rootTask.cancel();
    jest.useRealTimers();
  });

  const stored = (): Record<string, unknown> => {
    const row = local.server.instance.db
      .prepare<[string], { web_settings: string }>('SELECT web_settings FROM accounts WHERE username = ? AND domain IS NULL')
      .get('demo');
    return JSON.parse(row?.web_settings ?? 'null') as Record<string, unknown>;
  };

  it('hides the hint for good: the setting reaches the server and comes back with the page', async () => {
    // The HTTP round trip needs Node's own ticks; only the clock the debounces read is fake.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const detect = fakeDetector().detect;
    const recorder = createActionRecorder();
    store = createTrumpetStore({ api, sanitize, detectLanguage: detect, middleware: [recorder.middleware] });
    store.dispatch(composeUiLocaleChanged({ locale: 'en' }));
    store.dispatch(composeChanged({ text: FRENCH }));
    await jest.advanceTimersByTimeAsync(0);
    expect(selectComposeLanguageHint(store.getState())).toBe('fr');

    store.dispatch(settingChanged({ path: ['languageHint'], value: false }));
    expect(selectComposeLanguageHint(store.getState())).toBeNull();
    // The guess stays, for the picker.
    expect(selectComposeLanguageLeads(store.getState())[0]).toBe('fr');
    const saved = recorder.next([saveSettings.success.type, saveSettings.fail.type], 60_000);
    await jest.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS);
    expect((await saved).type).toBe(saveSettings.success.type);
    expect(stored().languageHint).toBe(false);

    store.rootTask.cancel();
    store = createTrumpetStore({ api, sanitize, detectLanguage: detect, initialState: { settings: stored() } });
    store.dispatch(composeUiLocaleChanged({ locale: 'en' }));
    expect(store.getState().settings.languageHint).toBe(false);
    store.dispatch(composeChanged({ text: FRENCH }));
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().compose.languageGuess).toBe('fr');
    expect(selectComposeLanguageHint(store.getState())).toBeNull();
  });
});
