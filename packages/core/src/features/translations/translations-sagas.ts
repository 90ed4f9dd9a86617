import type { CoreApi } from '../../store/core-api';
import { call, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import { emojify } from '../../importer/emojify';
import type { PayloadAction } from '../../store/actions';
import { services } from '../../store/context';
import { toStoredError } from '../../store/errors';
import { getEntity } from '../../store/entity-table';
import { fetchTranslationSupport, translateStatus } from './translations-actions';
import type { TranslationSupport } from './translations-state';

/** The language pairs, or null from a server before 4.2 (no such endpoint): then any other language is offered. */
async function translationLanguages(api: CoreApi): Promise<TranslationSupport['languages']> {
  try {
    return await api.instance.translationLanguages();
  } catch {
    return null;
  }
}

function* supportSaga() {
  const { api } = yield* services();
  try {
    const server = yield* call([api.instance, api.instance.v2]);
    const enabled = server.configuration.translation.enabled;
    const languages = enabled ? yield* call(translationLanguages, api) : null;
    yield* put(fetchTranslationSupport.success({ enabled, languages }));
  } catch (error) {
    // An older server (no v2 instance) has no translation either: nothing to offer, nothing to alert.
    yield* put(fetchTranslationSupport.fail({ request: undefined, error: toStoredError(error), skipAlert: true }));
  }
}

function* translateSaga(action: PayloadAction<{ statusId: string; lang: string }>) {
  const { statusId, lang } = action.payload;
  const { api, sanitize } = yield* services();
  try {
    const translated = yield* call([api.statuses, api.statuses.translate], statusId, { lang });
    const status = yield* select((state) => getEntity(state.statuses, statusId));
    yield* put(
      translateStatus.success({
        statusId,
        translation: {
          contentHtml: sanitize(emojify(translated.content, status?.emojis ?? [])),
          spoilerText: translated.spoiler_text,
          detectedSourceLanguage: translated.detected_source_language,
          provider: translated.provider,
        },
      }),
    );
  } catch (error) {
    yield* put(translateStatus.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

export function* translationsSaga() {
  yield* takeLatest(fetchTranslationSupport.request.type, supportSaga);
  yield* takeEvery(translateStatus.request.type, translateSaga);
}
