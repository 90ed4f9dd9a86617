import { createPreferencesResource } from '@trumpet/api-client';
import { call, fork, put, select, takeEvery } from 'typed-redux-saga';
import type { PayloadAction } from '../../store/actions';
import { services } from '../../store/context';
import { resource } from '../../store/resource';
import type { RootState } from '../../store/root-reducer';
import { initialStateLoaded } from '../initial-state/initial-state-actions';
import { metaLoaded } from '../meta/meta-slice';
import { composeLanguagesLoaded } from './compose-extras-actions';
import { composeLanguageGuessSaga } from './compose-language-guess-sagas';
import { parseRecentLanguages, recentLanguagesKey } from './compose-language';
import { postCompose } from './compose-post-actions';

const selectMe = (state: RootState): string | null => state.meta.me;
const selectRecent = (state: RootState): string[] => state.compose.recentLanguages;

/** The user's recent languages (kept on this device) and `posting:default:language` (GET /api/v1/preferences). */
function* loadLanguages(me: string) {
  const { preferences } = yield* services();
  const preferencesApi = yield* resource(createPreferencesResource);
  try {
    const stored = yield* call([preferences, preferences.get], recentLanguagesKey(me));
    yield* put(composeLanguagesLoaded({ recent: parseRecentLanguages(stored) }));
  } catch {
    // No recent languages on this device.
  }
  try {
    const prefs = yield* call([preferencesApi, preferencesApi.fetch]);
    yield* put(composeLanguagesLoaded({ defaultLanguage: prefs['posting:default:language'] }));
  } catch {
    // A server without the preferences API: the recent or the interface's language is used.
  }
}

/** Keeps the recent list once a post has gone out in a language (the reducer put it first). */
function* storeRecent(_action: PayloadAction<unknown>) {
  const me = yield* select(selectMe);
  if (me === null) return;
  const recent = yield* select(selectRecent);
  const { preferences } = yield* services();
  try {
    yield* call([preferences, preferences.set], recentLanguagesKey(me), recent);
  } catch {
    // Kept for this session only.
  }
}

export function* composeLanguageSaga() {
  yield* fork(composeLanguageGuessSaga);
  let loadedFor = yield* select(selectMe);
  if (loadedFor !== null) yield* fork(loadLanguages, loadedFor);
  yield* takeEvery([metaLoaded.type, initialStateLoaded.type], function* userChanged() {
    const me = yield* select(selectMe);
    if (me === loadedFor) return;
    loadedFor = me;
    if (me !== null) yield* fork(loadLanguages, me);
  });
  yield* takeEvery(postCompose.request.type, storeRecent);
}
