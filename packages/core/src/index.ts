export * from './text';
export { createTrumpetStore, DEFERRED_FEATURES, type CreateTrumpetStoreOptions, type TrumpetStore } from './store/create-store';
export { createCoreStore } from './store/create-core-store';
export type { CoreFeature } from './store/feature';
export { composeFeature } from './features/compose/compose-feature';
export { reportsFeature } from './features/reports/reports-feature';
export { listsFeature } from './features/lists/lists-feature';
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
export { toStoredError, isGone, isStoredError, isUnauthorized } from './store/errors';
export { createMemoryStorage, type EntityStorage } from './storage/entity-storage';
export { SANITIZE_CONFIG, isAllowedClass } from './importer/sanitize-config';
export { createHtmlSanitizer, type HtmlPurifier, type SanitizedElement } from './importer/html-sanitizer';
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
export {
  favouriteStatus,
  unfavouriteStatus,
  reblogStatus,
  unreblogStatus,
  pinStatus,
  unpinStatus,
  muteStatus,
  unmuteStatus,
  bookmarkStatus,
  unbookmarkStatus,
  deleteStatus,
  statusesRemoved,
  statusesRevealed,
  statusesHidden,
  type StatusActionRequest,
  type StatusActionSuccess,
  type DeleteStatusSuccess,
} from './features/statuses/status-actions';
export { boostRefusal, isOriginalAudienceBoost, pinRefusal, type RuledStatus } from './features/statuses/status-rules';
export { selectStatus, type StatusWithAccount } from './features/statuses/statuses-selectors';
export type { StatusesState } from './features/statuses/statuses-slice';
export { fetchContext } from './features/contexts/contexts-actions';
export { selectAncestorIds, selectDescendantIds } from './features/contexts/contexts-selectors';
export type { ContextsState } from './features/contexts/contexts-slice';
export {
  expandTimeline,
  timelineLoadStarted,
  timelineUpdate,
  timelineScrolledTop,
  timelineConnected,
  timelineDisconnected,
  timelineStatusDeleted,
  timelineStatusesRemoved,
  type ExpandTimelineRequest,
  type ExpandTimelineSuccess,
  type TagParams,
} from './features/timelines/timelines-actions';
export {
  selectTimeline,
  selectTimelineOrInitial,
  selectTimelineVisibleIds,
  selectReblogIdsOf,
} from './features/timelines/timelines-selectors';
export { mergeTimelineIds, compareId } from './features/timelines/merge-timeline-ids';
export {
  initialTimeline,
  hashtagTimeline,
  listTimeline,
  accountTimeline,
  isPinnedTimeline,
  MAX_PENDING,
  TIMELINE_PAGE_LIMIT,
  TIMELINE_TRIM_ABOVE,
  TIMELINE_TRIM_TO,
  ACCOUNT_STATUSES_LIMIT,
  PARTIAL_POLL_MS,
  type TimelineName,
  type TimelineState,
  type TimelinesState,
} from './features/timelines/timelines-state';
export {
  expandNotifications,
  notificationReceived,
  notificationAdded,
  notificationAlerted,
  notificationsScrolledTop,
  clearNotifications,
  filtersLoaded,
  type NotificationRecord,
} from './features/notifications/notifications-actions';
export { selectNotification, selectNotifications, selectUnreadNotifications, type NotificationView } from './features/notifications/notifications-selectors';
export {
  initialNotifications,
  NOTIFICATIONS_TRIM_ABOVE,
  NOTIFICATIONS_TRIM_TO,
  type NotificationsState,
} from './features/notifications/notifications-slice';
export type { FiltersState } from './features/notifications/filters-slice';
export { excludeTypes, showsInColumn } from './features/notifications/exclude-types';
export { streamingStarted, streamingStopped, conversationReceived, filtersChanged, type StreamingStartedPayload } from './features/streaming/streaming-actions';
export { streamingSaga, POLL_FIRST_UP_TO_MS, POLL_EVERY_MIN_MS, POLL_EVERY_JITTER_MS } from './features/streaming/streaming-sagas';
export {
  entitiesEvicted,
  evictionRequested,
  screenOpened,
  screenClosed,
  timelineVisibility,
  timelineTrimmed,
  type EvictedEntities,
} from './features/eviction/eviction-actions';
export { computeEviction, HIDDEN_TIMELINE_KEEP, EVICTION_STATUS_THRESHOLD, EVICTION_INTERVAL_MS } from './features/eviction/compute-eviction';
export { initialScreens, type ScreensState, type ScreenRefs } from './features/eviction/screens-slice';
export {
  expandConversations,
  conversationsLoadStarted,
  markConversationRead,
  removeConversation,
  type ConversationRecord,
  type ExpandConversationsRequest,
  type ExpandConversationsSuccess,
} from './features/conversations/conversations-actions';
export { initialConversations, type ConversationsState } from './features/conversations/conversations-slice';
export {
  selectConversations,
  selectConversationsLoading,
  selectConversationsHasMore,
  type ConversationView,
} from './features/conversations/conversations-selectors';
export { fetchUserList, expandUserList, userListLoadStarted, type UserListPage } from './features/user-lists/user-lists-actions';
export {
  initialUserList,
  followersList,
  followingList,
  rebloggedByList,
  favouritedByList,
  type UserList,
  type UserListKey,
  type UserListsState,
} from './features/user-lists/user-lists-state';
export { selectUserList } from './features/user-lists/user-lists-selectors';
export { fetchFilters } from './features/filters/filters-actions';
export { fetchIdentityProofs } from './features/accounts/identity-proofs-actions';
export { selectIdentityProofs } from './features/accounts/identity-proofs-selectors';
export type { IdentityProofsState } from './features/accounts/identity-proofs-slice';
export { createIndexedDbStorage, type IdbFactory, type IndexedDbStorageOptions } from './storage/indexeddb-storage';
export { fetchPoll, votePoll } from './features/polls/polls-actions';
export { selectPoll, selectStatusRecord } from './features/statuses/statuses-selectors';
export { selectAccountRecord } from './features/accounts/accounts-selectors';
export { emptyTable, entityIds, entityValues, getEntity, hasEntity, type EntityTable } from './store/entity-table';
export {
  fetchLists,
  fetchList,
  createList,
  updateList,
  deleteList,
  fetchListAccounts,
  fetchAccountLists,
  addToList,
  removeFromList,
  fetchListSuggestions,
  setupListEditor,
  listEditorSetUp,
  listEditorTitleChanged,
  submitListEditor,
  listEditorSuggestionsChanged,
  listEditorSuggestionsCleared,
  resetListEditor,
  setupListAdder,
  resetListAdder,
} from './features/lists/lists-actions';
export {
  selectLists,
  selectList,
  selectListsStatus,
  selectListEditor,
  selectListEditorAccounts,
  selectListEditorSuggestions,
  selectListAdder,
  selectListAdderLists,
  selectListAdderLoading,
  type ListAdderItem,
} from './features/lists/lists-selectors';
export {
  initialLists,
  initialListEditor,
  initialListAdder,
  LIST_SUGGESTIONS_LIMIT,
  LIST_SUGGESTIONS_THROTTLE_MS,
  type ListRecord,
  type ListsState,
  type ListEditorState,
  type ListAdderState,
  type LoadedIds,
} from './features/lists/lists-state';
export { LIST_EDITOR_SCREEN } from './features/lists/list-editor-sagas';
export { LIST_ADDER_SCREEN } from './features/lists/list-adder-sagas';
export {
  composeChanged,
  composeSpoilerToggled,
  composeSpoilerTextChanged,
  composePrivacyChanged,
  composeSensitiveToggled,
  composeMounted,
  composeUnmounted,
  composeReset,
  composeDefaultsChanged,
  replyCompose,
  composeReplyStarted,
  cancelReplyCompose,
  mentionCompose,
  directCompose,
  composeMentionInserted,
  submitCompose,
  postCompose,
  uploadCompose,
  uploadMedia,
  uploadMediaProgress,
  composeUploadRemoved,
  changeUploadCompose,
  composePollAdded,
  composePollRemoved,
  composePollOptionChanged,
  composePollOptionAdded,
  composePollOptionRemoved,
  composePollExpiryChanged,
  composePollMultipleToggled,
  composeSuggestionsRequested,
  composeSuggestionsReady,
  composeSuggestionsFailed,
  composeSuggestionsCleared,
  composeSuggestionSelected,
  composeTagHistoryLoaded,
  composeDraftRestored,
  composeDraftSaved,
  type ChangeUploadRequest,
  type PostComposeSuccess,
} from './features/compose/compose-actions';
export {
  initialCompose,
  isComposePrivacy,
  stricterPrivacy,
  PRIVACY_ORDER,
  MAX_MEDIA_ATTACHMENTS,
  MEDIA_DESCRIPTION_MAX,
  POLL_MIN_OPTIONS,
  POLL_MAX_OPTIONS,
  POLL_OPTION_MAX,
  POLL_DEFAULT_EXPIRY,
  POLL_DURATIONS,
  TAG_HISTORY_MAX,
  TAG_SUGGESTIONS_MAX,
  EMOJI_SUGGESTIONS_MAX,
  ACCOUNT_SUGGESTIONS_MAX,
  SUGGESTION_THROTTLE_MS,
  SUGGESTION_TOKEN_MIN,
  type ComposePoll,
  type ComposePrivacy,
  type ComposeState,
  type ComposeSuggestion,
  type PendingUpload,
} from './features/compose/compose-state';
export {
  selectCompose,
  selectComposeCharsLeft,
  selectComposeHasText,
  selectComposeCanSubmit,
  selectUploadDisabled,
  selectPollDisabled,
  selectComposeWarnings,
  selectComposeSuggestions,
  type ComposeSuggestionView,
} from './features/compose/compose-selectors';
export { composeWarnings, COMPOSE_WARNING_TEXTS, type ComposeWarning } from './features/compose/compose-warnings';
export { findSuggestionToken, insertCompletion, completionText, type SuggestionToken } from './features/compose/autosuggest';
export { mergeTagHistory, tagSuggestions } from './features/compose/tag-history';
export { replyMentionText, redraftText } from './features/compose/compose-text';
export { emojiSuggestions, type EmojiSuggestion, type SearchEmoji, type UnicodeEmojiMatch } from './features/compose/emoji-suggestions';
export { postParams } from './features/compose/post-params';
export { parseDraft, type ComposeDraft } from './features/compose/compose-draft';
export { DRAFT_SAVE_DELAY_MS } from './features/compose/compose-draft-sagas';
export { UPLOAD_LIMIT_ERROR, UPLOAD_POLL_ERROR } from './features/compose/upload-sagas';
export {
  createMemoryPreferences,
  createWebStoragePreferences,
  type Preferences,
  type WebStorageLike,
} from './features/compose/preferences';
export {
  reportOpened,
  reportStatusToggled,
  reportCommentChanged,
  reportForwardToggled,
  reportCancelled,
  submitReport,
  postReport,
} from './features/reports/reports-actions';
export { initialReports, type ReportsState } from './features/reports/reports-slice';
export { selectReport, selectReportCanSubmit, selectReportDomain, selectReportStatusIds } from './features/reports/reports-selectors';
export { fetchCustomEmojis } from './features/custom-emojis/custom-emojis-actions';
export { initialCustomEmojis, type CustomEmojisState } from './features/custom-emojis/custom-emojis-slice';
export {
  selectCustomEmojis,
  selectCustomEmojisLoaded,
  selectPickerCustomEmojis,
  selectCustomEmojiCategories,
  type CustomEmojiCategory,
} from './features/custom-emojis/custom-emojis-selectors';
export { sessionExpired } from './features/session/session-actions';
export { initialSession, type SessionState } from './features/session/session-slice';
export { selectSessionExpired, selectSessionExpiredReason, sessionEndingError } from './features/session/session-selectors';
