import type { StreamingClient } from '@trumpet/api-client';
import { applyMiddleware, combineReducers, legacy_createStore as createReduxStore, type Middleware, type Reducer, type Store, type UnknownAction } from 'redux';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { initialStateHydrated } from '../features/initial-state/initial-state-actions';
import { initialMeta, type MetaState } from '../features/meta/meta-slice';
import { createMemoryStorage, type EntityStorage } from '../storage/entity-storage';
import { createMemorySnapshots, type SnapshotStorage } from '../storage/snapshot-storage';
import type { SearchEmoji } from '../features/compose/emoji-suggestions';
import type { DetectLanguage } from '../features/compose/compose-language-guess';
import { createMemoryPreferences, type Preferences } from '../features/compose/preferences';
import type { CoreApi } from './core-api';
import type { CoreServices, SanitizeHtml } from './context';
import type { CoreFeature } from './feature';
import { coreReducers, type RootState } from './root-reducer';
import { rootSaga } from './root-saga';

export interface CreateTrumpetStoreOptions {
  /** The REST resources: `createCoreApi({ url, accessToken })`, or a full `createRestClient(…)`. */
  api: CoreApi;
  /** Required: the store only ever holds HTML this has made safe (DOMPurify in a browser). */
  sanitize: SanitizeHtml;
  storage?: EntityStorage;
  /** Where timelines are kept for reading offline (`createIndexedDbStorage` in a browser); in memory by default. */
  snapshots?: SnapshotStorage;
  streaming?: () => StreamingClient;
  /** The session's meta (SPEC §3 Initial-state meta), e.g. from the page's initial state. */
  meta?: Partial<MetaState>;
  /**
   * The initial state a Mastodon page embeds (SPEC §3), as it came: checked leniently, then its meta,
   * accounts and settings are loaded (`initialStateHydrated`) before the store is returned.
   */
  initialState?: unknown;
  now?: () => Date;
  random?: () => number;
  /** Where the tag history and the compose draft are kept (`createWebStoragePreferences(localStorage)` in a browser); in memory by default. */
  preferences?: Preferences;
  /** Readies each file before upload (the web app downscales large images); a failure sends the original. */
  prepareUpload?: (file: Blob) => Promise<Blob>;
  /** Unicode emoji for the ':' suggestions (the web app's emoji data); without it only custom emoji are offered. */
  searchEmoji?: SearchEmoji;
  /** Finds the languages of the composer's text, for the hint to change the post's language; without it nothing is guessed. */
  detectLanguage?: DetectLanguage;
  /** When streamed arrivals are applied, together: the web app waits for the next animation frame. */
  nextFrame?: () => Promise<void>;
  /** Extra Redux middleware, run before the sagas see an action (logging, devtools, tests). */
  middleware?: Middleware[];
  /** Deferred features to start with (createTrumpetStore starts with all of them). */
  features?: readonly CoreFeature[];
}

export interface TrumpetStore extends Store<RootState, UnknownAction> {
  /** The running root saga: cancel it to stop every saga (tests, sign-out). */
  rootTask: Task;
  /** Adds a deferred feature (once; adding it again does nothing): its slices, then its saga. */
  addFeature(feature: CoreFeature): void;
  hasFeature(name: string): boolean;
}

type RootReducers = { [K in keyof RootState]: Reducer<RootState[K], UnknownAction> };

/**
 * A ready store with the features every screen needs: reducers, the root saga running, and the
 * services injected into the saga context. The deferred ones (compose, reports, lists) start as
 * placeholders until `addFeature`, so an app can load their code later.
 */
export function createCoreStore(options: CreateTrumpetStoreOptions): TrumpetStore {
  const services: CoreServices = {
    api: options.api,
    sanitize: options.sanitize,
    storage: options.storage ?? createMemoryStorage(),
    snapshots: options.snapshots ?? createMemorySnapshots(),
    streaming: options.streaming ?? null,
    now: options.now ?? (() => new Date()),
    random: options.random ?? Math.random,
    preferences: options.preferences ?? createMemoryPreferences(),
    prepareUpload: options.prepareUpload ?? (async (file) => file),
    searchEmoji: options.searchEmoji ?? null,
    detectLanguage: options.detectLanguage ?? null,
    nextFrame: options.nextFrame ?? (() => Promise.resolve()),
  };
  const sagas = createSagaMiddleware({ context: { services } });
  const preloaded: Partial<RootState> = { meta: { ...initialMeta, ...options.meta } };
  let reducers: RootReducers = { ...coreReducers };
  const added = new Set<string>();
  for (const feature of options.features ?? []) {
    reducers = { ...reducers, ...feature.reducers };
    added.add(feature.name);
  }
  const store = createReduxStore(combineReducers(reducers), preloaded, applyMiddleware(...(options.middleware ?? []), sagas));
  const rootTask = sagas.run(rootSaga);
  for (const feature of options.features ?? []) sagas.run(feature.saga);
  const addFeature = (feature: CoreFeature): void => {
    if (added.has(feature.name)) return;
    added.add(feature.name);
    reducers = { ...reducers, ...feature.reducers };
    store.replaceReducer(combineReducers(reducers));
    sagas.run(feature.saga);
  };
  if (options.initialState !== undefined) store.dispatch(initialStateHydrated(options.initialState));
  return Object.assign(store, { rootTask, addFeature, hasFeature: (name: string) => added.has(name) });
}

