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
export { alertShown, alertDismissed, alertsCleared, type Alert, type AlertContent, type AlertValues } from './features/alerts/alerts-actions';
export { alertForFailure, DEFAULT_ALERT } from './features/alerts/alert-for-failure';
export { ALERT_DISMISS_MS } from './features/alerts/alerts-sagas';
export { selectAlerts } from './features/alerts/alerts-selectors';
export type { AlertsState } from './features/alerts/alerts-slice';
export { loadingBarTicked, loadingBarHidden } from './features/loading-bar/loading-bar-actions';
export { nextProgress, MAX_SIMULATED_PROGRESS } from './features/loading-bar/loading-progress';
export { LOADING_BAR_TICK_MS, LOADING_BAR_HIDE_MS } from './features/loading-bar/loading-bar-sagas';
export { selectLoadingBar, selectLoadingBarVisible } from './features/loading-bar/loading-bar-selectors';
export type { LoadingBarState } from './features/loading-bar/loading-bar-slice';
export { fetchAccount } from './features/accounts/accounts-actions';
export { selectAccount, selectAccountStatusIds, type AccountWithMoved } from './features/accounts/accounts-selectors';
export type { AccountsState } from './features/accounts/accounts-slice';
export {
  fetchRelationships,
  followAccount,
  unfollowAccount,
  blockAccount,
  unblockAccount,
  muteAccount,
  unmuteAccount,
  endorseAccount,
  unendorseAccount,
  showingReblogsToggled,
  accountDomainBlockToggled,
  blockDomain,
  unblockDomain,
  authorizeFollowRequest,
  rejectFollowRequest,
} from './features/relationships/relationships-actions';
export { selectRelationship, domainOf } from './features/relationships/relationships-selectors';
export type { RelationshipsState } from './features/relationships/relationships-slice';
export {
  settingChanged,
  addColumn,
  columnAdded,
  columnRemoved,
  columnMoved,
  columnParamsChanged,
  emojiUsed,
  settingsHydrated,
  saveSettings,
  settingsSaved,
} from './features/settings/settings-actions';
export {
  selectSettings,
  selectColumns,
  selectHomeShows,
  selectNotificationQuickFilter,
  selectFrequentlyUsedEmojis,
  FREQUENT_EMOJI_COUNT,
  FREQUENT_EMOJI_FALLBACKS,
} from './features/settings/settings-selectors';
export { SETTINGS_SAVE_DEBOUNCE_MS } from './features/settings/settings-sagas';
export {
  initialSettings,
  DEFAULT_COLUMNS,
  NOTIFICATION_SETTING_TYPES,
  type Column,
  type NotificationSettingType,
  type SettingObject,
  type SettingValue,
  type SettingsData,
  type SettingsState,
} from './features/settings/settings-state';
export { initialStateHydrated, initialStateLoaded } from './features/initial-state/initial-state-actions';
export { parseInitialState, type InitialState } from './features/initial-state/initial-state-guard';
