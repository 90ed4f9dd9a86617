import { put, takeEvery } from 'typed-redux-saga';
import { importEntities } from '../../importer/import-saga';
import type { PayloadAction } from '../../store/actions';
import { metaLoaded } from '../meta/meta-slice';
import { settingsHydrated } from '../settings/settings-actions';
import { initialStateHydrated, initialStateLoaded } from './initial-state-actions';
import { parseInitialState } from './initial-state-guard';

/** Mastodon's actions/store.js hydrateStore: meta first (the importer reads expand_spoilers), then accounts and settings. */
export function* hydrateInitialStateSaga(action: PayloadAction<unknown>) {
  const initialState = parseInitialState(action.payload);
  yield* put(metaLoaded(initialState.meta));
  yield* importEntities({ accounts: initialState.accounts });
  yield* put(settingsHydrated(initialState.settings));
  yield* put(initialStateLoaded(initialState));
}

export function* initialStateSaga() {
  yield* takeEvery(initialStateHydrated.type, hydrateInitialStateSaga);
}
