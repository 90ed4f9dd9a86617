export { createTrumpetStore, DEFERRED_FEATURES, type CreateTrumpetStoreOptions, type TrumpetStore } from './store/create-store';
export { createCoreStore } from './store/create-core-store';
export { type CoreFeature } from './store/feature';
export { composeFeature } from './features/compose/compose-feature';
export { reportsFeature } from './features/reports/reports-feature';
export { listsFeature } from './features/lists/lists-feature';
export { type RootState } from './store/root-reducer';
export { type CoreServices, type SanitizeHtml } from './store/context';
export { isFailAction, isRequestAction, isSuccessAction, type ActionCreator, type AsyncActions, type FailPayload, type PayloadAction, type StoredError } from './store/actions';
export { toStoredError, isGone, isStoredError, isUnauthorized } from './store/errors';
export { createMemoryStorage, type EntityStorage } from './storage/entity-storage';
export { createHtmlSanitizer, type HtmlPurifier, type SanitizedElement } from './importer/html-sanitizer';
export { entitiesImported } from './importer/importer-actions';
export { normalizeEntities, type NormalizeOptions } from './importer/normalize';
export { type AccountRecord, type FieldRecord, type ImportedEntities, type PollOptionRecord, type PollRecord, type StatusRecord } from './importer/records';
export { type DisplayMedia, type MetaState } from './features/meta/meta-slice';
export { selectAutoPlayGif } from './features/meta/meta-selectors';
export { canonicalLocale, localeDirection, resolveLocale, SOURCE_LOCALE, type TextDirection } from './i18n/locales';
export { fetchStatus } from './features/statuses/statuses-actions';
export { alertShown, alertDismissed, alertsCleared, type Alert, type AlertContent, type AlertMessageId, type AlertText, type AlertValues } from './features/alerts/alerts-actions';
export { selectAlerts } from './features/alerts/alerts-selectors';
export { type AlertsState } from './features/alerts/alerts-slice';
export { selectLoadingBar, selectLoadingBarVisible } from './features/loading-bar/loading-bar-selectors';
export { type LoadingBarState } from './features/loading-bar/loading-bar-slice';
export { fetchAccount } from './features/accounts/accounts-actions';
export { selectAccount, selectAccountStatusIds, type AccountWithMoved } from './features/accounts/accounts-selectors';
export { type AccountsState } from './features/accounts/accounts-slice';
export { fetchRelationships, followAccount, unfollowAccount, blockAccount, unblockAccount, muteAccount, unmuteAccount, endorseAccount, unendorseAccount, showingReblogsToggled, accountDomainBlockToggled, blockDomain, unblockDomain, authorizeFollowRequest, rejectFollowRequest } from './features/relationships/relationships-actions';
export { selectRelationship, domainOf } from './features/relationships/relationships-selectors';
export { type RelationshipsState } from './features/relationships/relationships-slice';
export { settingChanged, addColumn, columnAdded, columnRemoved, columnMoved, columnParamsChanged, emojiUsed, saveSettings } from './features/settings/settings-actions';
export { selectSettings, selectColumns, selectHomeShows, selectNotificationQuickFilter, selectFrequentlyUsedEmojis } from './features/settings/settings-selectors';
export { layoutFor, selectLayoutPreference, MOBILE_MAX_WIDTH, MULTI_COLUMN_MIN_WIDTH, type Layout } from './features/settings/layout';
export { DEFAULT_COLUMNS, type LayoutPreference, type Column, type NotificationSettingType, type SettingObject, type SettingValue, type SettingsData, type SettingsState } from './features/settings/settings-state';
export { initialStateHydrated } from './features/initial-state/initial-state-actions';
export { type InitialState } from './features/initial-state/initial-state-guard';
export { favouriteStatus, unfavouriteStatus, reblogStatus, unreblogStatus, pinStatus, unpinStatus, muteStatus, unmuteStatus, bookmarkStatus, unbookmarkStatus, deleteStatus, statusesRemoved, statusesRevealed, statusesHidden, type StatusActionRequest, type StatusActionSuccess, type DeleteStatusSuccess } from './features/statuses/status-actions';
export { boostRefusal, isOriginalAudienceBoost, pinRefusal, type RuledStatus } from './features/statuses/status-rules';
export { selectStatus, type StatusWithAccount } from './features/statuses/statuses-selectors';
export { type StatusesState } from './features/statuses/statuses-slice';
export { fetchContext } from './features/contexts/contexts-actions';
export { selectAncestorIds, selectDescendantIds } from './features/contexts/contexts-selectors';
export { type ContextsState } from './features/contexts/contexts-slice';
export { expandTimeline, timelineUpdate, timelineScrolledTop, type ExpandTimelineRequest, type ExpandTimelineSuccess, type TagParams } from './features/timelines/timelines-actions';
export { selectTimeline, selectTimelineOrInitial, selectTimelineVisibleIds, selectReblogIdsOf } from './features/timelines/timelines-selectors';
export { withPinnedFirst } from './features/timelines/pinned-first';
export { hashtagColumnTags, parseTagList, TAG_MODES, type TagMode } from './features/timelines/hashtag-params';
export { type TimelineName, type TimelineState, type TimelinesState } from './features/timelines/timelines-state';
export {
  accountTimeline,
  hashtagTimeline,
  listTimeline,
  timelineFilterContext,
  timelineName,
  timelineSource,
  timelineStream,
  type AccountVariant,
  type PublicVariant,
  type TimelineSource,
} from './features/timelines/timeline-sources';
export { expandNotifications, notificationReceived, notificationAdded, notificationAlerted, notificationsScrolledTop, clearNotifications, type NotificationRecord } from './features/notifications/notifications-actions';
export { selectNotification, selectNotifications, selectUnreadNotifications, type NotificationView } from './features/notifications/notifications-selectors';
export { type NotificationsState } from './features/notifications/notifications-slice';
export { type FiltersState } from './features/notifications/filters-slice';
export { showsInColumn } from './features/notifications/exclude-types';
export { streamingStarted, streamingStopped, type StreamingStartedPayload } from './features/streaming/streaming-actions';
export { entitiesEvicted, screenOpened, screenClosed, timelineVisibility, type EvictedEntities } from './features/eviction/eviction-actions';
export { type ScreensState, type ScreenRefs } from './features/eviction/screens-slice';
export { expandConversations, markConversationRead, removeConversation, type ConversationRecord, type ExpandConversationsRequest, type ExpandConversationsSuccess } from './features/conversations/conversations-actions';
export { type ConversationsState } from './features/conversations/conversations-slice';
export { selectConversations, selectConversationsLoading, selectConversationsHasMore, type ConversationView } from './features/conversations/conversations-selectors';
export { fetchUserList, expandUserList, type UserListPage } from './features/user-lists/user-lists-actions';
export { followersList, followingList, rebloggedByList, favouritedByList, type UserList, type UserListKey, type UserListsState } from './features/user-lists/user-lists-state';
export { selectUserList } from './features/user-lists/user-lists-selectors';
export { fetchFilters } from './features/filters/filters-actions';
export { fetchIdentityProofs } from './features/accounts/identity-proofs-actions';
export { selectIdentityProofs } from './features/accounts/identity-proofs-selectors';
export { type IdentityProofsState } from './features/accounts/identity-proofs-slice';
export { createIndexedDbStorage, type IdbFactory, type IndexedDbStorageOptions } from './storage/indexeddb-storage';
export { fetchPoll, votePoll } from './features/polls/polls-actions';
export { pollTotalsHidden } from './features/polls/poll-rules';
export { selectPoll, selectStatusRecord } from './features/statuses/statuses-selectors';
export { selectAccountRecord } from './features/accounts/accounts-selectors';
export { entityIds, entityValues, getEntity, hasEntity, type EntityTable } from './store/entity-table';
export { fetchLists, fetchList, createList, updateList, deleteList, fetchListAccounts, fetchAccountLists, addToList, removeFromList, setupListEditor, listEditorTitleChanged, submitListEditor, listEditorSuggestionsChanged, listEditorSuggestionsCleared, resetListEditor, setupListAdder, resetListAdder } from './features/lists/lists-actions';
export { selectLists, selectList, selectListsStatus, selectListEditor, selectListEditorAccounts, selectListEditorSuggestions, selectListAdder, selectListAdderLists, selectListAdderLoading, type ListAdderItem } from './features/lists/lists-selectors';
export { type ListRecord, type ListsState, type ListEditorState, type ListAdderState, type LoadedIds } from './features/lists/lists-state';
export { composeChanged, composeReset, composeSpoilerToggled, composeSpoilerTextChanged, composePrivacyChanged, composeSensitiveToggled, composeMounted, composeUnmounted, replyCompose, cancelReplyCompose, mentionCompose, directCompose, submitCompose, postCompose, uploadCompose, uploadMedia, composeUploadRemoved, changeUploadCompose, composePollAdded, composePollRemoved, composePollOptionChanged, composePollOptionAdded, composePollOptionRemoved, composePollExpiryChanged, composePollMultipleToggled, composeSuggestionsRequested, composeSuggestionsCleared, composeSuggestionSelected, type ChangeUploadRequest, type PostComposeSuccess } from './features/compose/compose-actions';
export { MEDIA_DESCRIPTION_MAX, POLL_MIN_OPTIONS, POLL_MAX_OPTIONS, POLL_OPTION_MAX, POLL_DURATIONS, type ComposePoll, type ComposePrivacy, type ComposeState, type ComposeSuggestion, type PendingUpload } from './features/compose/compose-state';
export { selectCompose, selectComposeCharsLeft, selectComposeHasText, selectComposeCanSubmit, selectUploadDisabled, selectPollDisabled, selectComposeWarnings, selectComposeSuggestions, type ComposeSuggestionView } from './features/compose/compose-selectors';
export { type ComposeWarning } from './features/compose/compose-warnings';
export { findSuggestionToken, insertCompletion, completionText, type SuggestionToken } from './features/compose/autosuggest';
export { type EmojiSuggestion, type SearchEmoji, type UnicodeEmojiMatch } from './features/compose/emoji-suggestions';
export { type ComposeDraft } from './features/compose/compose-draft';
export { createMemoryPreferences, createWebStoragePreferences, type Preferences, type WebStorageLike } from './features/compose/preferences';
export { reportOpened, reportStatusToggled, reportCommentChanged, reportForwardToggled, reportCancelled, submitReport, postReport } from './features/reports/reports-actions';
export { type ReportsState } from './features/reports/reports-slice';
export { selectReport, selectReportCanSubmit, selectReportDomain, selectReportStatusIds } from './features/reports/reports-selectors';
export { fetchCustomEmojis } from './features/custom-emojis/custom-emojis-actions';
export { type CustomEmojisState } from './features/custom-emojis/custom-emojis-slice';
export { selectCustomEmojis, selectCustomEmojisLoaded, selectPickerCustomEmojis, selectCustomEmojiCategories, type CustomEmojiCategory } from './features/custom-emojis/custom-emojis-selectors';
export { sessionExpired } from './features/session/session-actions';
export { type SessionState } from './features/session/session-slice';
export { selectSessionExpired, selectSessionExpiredReason } from './features/session/session-selectors';
