import type { RestClient, StreamingClient } from '@trumpet/api-client';
import { applyMiddleware, legacy_createStore as createReduxStore, type Middleware, type Store, type UnknownAction } from 'redux';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { initialStateHydrated } from '../features/initial-state/initial-state-actions';
import { initialMeta, metaLoaded, type MetaState } from '../features/meta/meta-slice';
import { createMemoryStorage, type EntityStorage } from '../storage/entity-storage';
import type { CoreServices, SanitizeHtml } from './context';
import { rootReducer, type RootState } from './root-reducer';
import { rootSaga } from './root-saga';

export interface CreateTrumpetStoreOptions {
  api: RestClient;
  /** Required: the store only ever holds HTML this has made safe (DOMPurify in a browser). */
  sanitize: SanitizeHtml;
  storage?: EntityStorage;
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
  /** Extra Redux middleware, run before the sagas see an action (logging, devtools, tests). */
  middleware?: Middleware[];
}

export interface TrumpetStore extends Store<RootState, UnknownAction> {
  /** The running root saga: cancel it to stop every saga (tests, sign-out). */
  rootTask: Task;
}

/** A ready store: reducers, the root saga running, and the services injected into the saga context. */
export function createTrumpetStore(options: CreateTrumpetStoreOptions): TrumpetStore {
  const services: CoreServices = {
    api: options.api,
    sanitize: options.sanitize,
    storage: options.storage ?? createMemoryStorage(),
    streaming: options.streaming ?? null,
    now: options.now ?? (() => new Date()),
    random: options.random ?? Math.random,
  };
  const sagas = createSagaMiddleware({ context: { services } });
  const preloaded: Partial<RootState> = { meta: { ...initialMeta, ...options.meta } };
  const store = createReduxStore(rootReducer, preloaded, applyMiddleware(...(options.middleware ?? []), sagas));
  const rootTask = sagas.run(rootSaga);
  if (options.initialState !== undefined) store.dispatch(initialStateHydrated(options.initialState));
  return Object.assign(store, { rootTask });
}

export { metaLoaded };
