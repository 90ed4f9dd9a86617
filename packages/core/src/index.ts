export * from './text';
export { createTrumpetStore, type CreateTrumpetStoreOptions, type TrumpetStore } from './store/create-store';
export type { RootState } from './store/root-reducer';
export type { CoreServices, SanitizeHtml } from './store/context';
export {
  createAction,
  createAsyncActions,
  isFailAction,
  isRequestAction,
  isSuccessAction,
  type ActionCreator,
  type AsyncActions,
  type FailPayload,
  type PayloadAction,
  type StoredError,
} from './store/actions';
export { toStoredError, isGone } from './store/errors';
export { createMemoryStorage, type EntityStorage } from './storage/entity-storage';
export { SANITIZE_CONFIG } from './importer/sanitize-config';
export { entitiesImported } from './importer/importer-actions';
export { normalizeEntities, normalizeAccount, normalizePoll, normalizeStatus, type NormalizeOptions } from './importer/normalize';
export type { AccountRecord, FieldRecord, ImportedEntities, PollOptionRecord, PollRecord, StatusRecord } from './importer/records';
export { metaLoaded, initialMeta, type DisplayMedia, type MetaState } from './features/meta/meta-slice';
export { fetchStatus } from './features/statuses/statuses-actions';
