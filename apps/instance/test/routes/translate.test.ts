import type { Translator } from '../../src/translation/translator';
import { saveInterfaceLocale } from '../../src/services/web-preferences';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { rawRequest } from '../support/relationship-helpers';
import { fakeMedia } from '../support/status-fixtures';

/** A backend that "translates" English into German and French by tagging each text, and records what it was sent. */
class FakeTranslator implements Translator {
  readonly calls: { texts: readonly string[]; source: string | null; target: string }[] = [];
  failing = false;

  async languages(): Promise<Record<string, string[]>> {
    return { en: ['de', 'fr'], de: ['en'] };
  }

  async translate(texts: readonly string[], source: string | null, target: string) {
    this.calls.push({ texts, source, target });
    if (this.failing) throw new Error('quota exceeded');
    return texts.map((text) => ({ text: `[${target}] ${text}`, detectedSourceLanguage: 'en', provider: 'Fake' }));
  }
}

describe('translating a status', () => {
  describe('without a translation backend', () => {
    let t: TestInstance;
    let alice: TestUser;
    beforeAll(async () => {
      t = await startTestInstance();
      alice = t.user('alice');
    });
    afterAll(() => t.close());

    it('says translation is off and refuses as Mastodon does (403)', async () => {
      expect((await t.anonymous().instance.v2()).configuration).toMatchObject({ translation: { enabled: false } });
      expect(await t.anonymous().instance.translationLanguages()).toEqual({});
      const status = await alice.api.statuses.create({ status: 'Hello world', language: 'en' });
      expect(await rawRequest(t, 'POST', `/api/v1/statuses/${status.id}/translate`, alice.token, { lang: 'de' })).toMatchObject({
        status: 403,
        body: { error: 'This action is not allowed' },
      });
    });
  });

  describe('with a backend', () => {
    let t: TestInstance;
    let alice: TestUser;
    let bob: TestUser;
    const translator = new FakeTranslator();
    beforeAll(async () => {
      t = await startTestInstance({ translator });
      alice = t.user('alice');
      bob = t.user('bob');
    });
    afterAll(() => t.close());

    it('says translation is on and lists the backend’s languages', async () => {
      expect((await t.anonymous().instance.v2()).configuration).toMatchObject({ translation: { enabled: true } });
      expect(await t.anonymous().instance.translationLanguages()).toEqual({ en: ['de', 'fr'], de: ['en'] });
    });

    it('translates the content, content warning, poll options and media descriptions', async () => {
      const media = fakeMedia(t.instance, alice, 'A cat & a dog');
      const withMedia = await alice.api.statuses.create({ status: 'Look <here>', spoiler_text: 'Pets & more', media_ids: [media], language: 'en' });
      const translation = await bob.api.statuses.translate(withMedia.id, { lang: 'de' });
      expect(translation).toEqual({
        content: `[de] ${withMedia.content}`,
        spoiler_text: '[de] Pets & more',
        poll: null,
        media_attachments: [{ id: media, description: '[de] A cat & a dog' }],
        detected_source_language: 'en',
        language: 'de',
        provider: 'Fake',
      });
      expect(translator.calls.at(-1)).toEqual({ texts: [withMedia.content, 'Pets &amp; more', 'A cat &amp; a dog'], source: 'en', target: 'de' });

      const poll = await alice.api.statuses.create({ status: 'Tea or coffee?', poll: { options: ['Tea', 'Coffee'], expires_in: 3600 }, language: 'en' });
      const translated = await bob.api.statuses.translate(poll.id, { lang: 'fr' });
      expect(translated.poll).toEqual({ id: poll.poll?.id, options: [{ title: '[fr] Tea' }, { title: '[fr] Coffee' }] });
      expect(translated.spoiler_text).toBe('');
      expect(translated.language).toBe('fr');
    });

    it('translates into the viewer’s interface language without `lang`, and into a base language', async () => {
      const status = await alice.api.statuses.create({ status: 'Good morning', language: 'en' });
      saveInterfaceLocale(t.instance.db, bob.account.id, 'fr');
      expect((await bob.api.statuses.translate(status.id)).language).toBe('fr');
      expect((await bob.api.statuses.translate(status.id, { lang: 'de-AT' })).language).toBe('de');
    });

    it('refuses private statuses and languages the backend cannot translate (403)', async () => {
      const calls = translator.calls.length;
      const secret = await alice.api.statuses.create({ status: 'Followers only', visibility: 'private', language: 'en' });
      const japanese = await alice.api.statuses.create({ status: 'こんにちは', language: 'ja' });
      const english = await alice.api.statuses.create({ status: 'Hello', language: 'en' });
      for (const [id, lang] of [[secret.id, 'de'], [japanese.id, 'en'], [english.id, 'ja']] as const) {
        expect(await rawRequest(t, 'POST', `/api/v1/statuses/${id}/translate`, alice.token, { lang })).toMatchObject({
          status: 403,
          body: { error: 'This action is not allowed' },
        });
      }
      expect(translator.calls.length).toBe(calls);
    });

    it('hides statuses the viewer may not see (404), needs a signed-in user and answers 503 when the backend fails', async () => {
      const secret = await alice.api.statuses.create({ status: 'Just for me', visibility: 'direct', language: 'en' });
      expect(await rawRequest(t, 'POST', `/api/v1/statuses/${secret.id}/translate`, bob.token, { lang: 'de' })).toMatchObject({ status: 404 });
      expect((await rawRequest(t, 'POST', '/api/v1/statuses/123/translate', bob.token, {})).status).toBe(404);
      const status = await alice.api.statuses.create({ status: 'Hello again', language: 'en' });
      expect((await rawRequest(t, 'POST', `/api/v1/statuses/${status.id}/translate`, undefined, {})).status).toBe(401);
      translator.failing = true;
      try {
        expect(await rawRequest(t, 'POST', `/api/v1/statuses/${status.id}/translate`, bob.token, { lang: 'de' })).toMatchObject({ status: 503 });
      } finally {
        translator.failing = false;
      }
    });
  });
});
