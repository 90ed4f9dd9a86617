import { combineReducers } from 'redux';
import { screensReducer } from '../features/eviction/screens-slice';
import { timelinesReducer } from '../features/timelines/timelines-slice';
import { alertsReducer } from '../features/alerts/alerts-slice';
import { loadingBarReducer } from '../features/loading-bar/loading-bar-slice';
import { accountsReducer } from '../features/accounts/accounts-slice';
import { metaReducer } from '../features/meta/meta-slice';
import { pollsReducer } from '../features/polls/polls-slice';
import { relationshipsReducer } from '../features/relationships/relationships-slice';
import { settingsReducer } from '../features/settings/settings-slice';
import { statusesReducer } from '../features/statuses/statuses-slice';
import { reblogsReducer } from '../features/statuses/reblogs-slice';
import { contextsReducer } from '../features/contexts/contexts-slice';
import { filtersReducer } from '../features/notifications/filters-slice';
import { filtersV2Reducer } from '../features/filters/filters-v2-slice';
import { notificationsReducer } from '../features/notifications/notifications-slice';
import { conversationsReducer } from '../features/conversations/conversations-slice';
import { userListsReducer } from '../features/user-lists/user-lists-slice';
import { identityProofsReducer } from '../features/accounts/identity-proofs-slice';
import { initialListAdder, initialListEditor, initialLists, type ListAdderState, type ListEditorState, type ListsState } from '../features/lists/lists-state';
import { composeDefaultsReducer } from '../features/compose/compose-defaults';
import { initialReports, type ReportsState } from '../features/reports/reports-state';
import { customEmojisReducer } from '../features/custom-emojis/custom-emojis-slice';
import { sessionReducer } from '../features/session/session-slice';
import { markersReducer } from '../features/markers/markers-slice';
import { offlineReducer } from '../features/offline/offline-slice';
import { initialTrends, type TrendsState } from '../features/trends/trends-state';
import { initialSuggestions, type SuggestionsState } from '../features/suggestions/suggestions-state';
import { initialTags, type TagsState } from '../features/tags/tags-state';
import { initialFeaturedTags, type FeaturedTagsState } from '../features/featured-tags/featured-tags-state';
import { initialDirectory, type DirectoryState } from '../features/directory/directory-state';
import { initialSearch, type SearchState } from '../features/search/search-state';
import { initialStatusHistory, type StatusHistoryState } from '../features/status-history/status-history-state';
import { initialScheduledStatuses, type ScheduledStatusesState } from '../features/scheduled-statuses/scheduled-statuses-state';
import { initialAnnouncements, type AnnouncementsState } from '../features/announcements/announcements-state';
import { initialTranslations, type TranslationsState } from '../features/translations/translations-state';
import { initialNotificationRequests, type NotificationRequestsState } from '../features/notification-requests/notification-requests-state';
import { initialFamiliarFollowers, type FamiliarFollowersState } from '../features/familiar-followers/familiar-followers-state';

/** A slice whose feature is not added yet (see CoreFeature): its initial state until then. */
const placeholder =
  <S>(initial: S) =>
  (state: S = initial): S =>
    state;

/** The slices of every store; the deferred features (compose, reports, lists) start as placeholders. */
export const coreReducers = {
  alerts: alertsReducer,
  loadingBar: loadingBarReducer,
  meta: metaReducer,
  settings: settingsReducer,
  accounts: accountsReducer,
  statuses: statusesReducer,
  reblogs: reblogsReducer,
  polls: pollsReducer,
  relationships: relationshipsReducer,
  contexts: contextsReducer,
  notifications: notificationsReducer,
  filters: filtersReducer,
  filtersV2: filtersV2Reducer,
  timelines: timelinesReducer,
  screens: screensReducer,
  conversations: conversationsReducer,
  userLists: userListsReducer,
  identityProofs: identityProofsReducer,
  lists: placeholder<ListsState>(initialLists),
  listEditor: placeholder<ListEditorState>(initialListEditor),
  listAdder: placeholder<ListAdderState>(initialListAdder),
  compose: composeDefaultsReducer,
  reports: placeholder<ReportsState>(initialReports),
  customEmojis: customEmojisReducer,
  session: sessionReducer,
  markers: markersReducer,
  offline: offlineReducer,
  search: placeholder<SearchState>(initialSearch),
  trends: placeholder<TrendsState>(initialTrends),
  suggestions: placeholder<SuggestionsState>(initialSuggestions),
  tags: placeholder<TagsState>(initialTags),
  featuredTags: placeholder<FeaturedTagsState>(initialFeaturedTags),
  directory: placeholder<DirectoryState>(initialDirectory),
  statusHistory: placeholder<StatusHistoryState>(initialStatusHistory),
  scheduledStatuses: placeholder<ScheduledStatusesState>(initialScheduledStatuses),
  notificationRequests: placeholder<NotificationRequestsState>(initialNotificationRequests),
  familiarFollowers: placeholder<FamiliarFollowersState>(initialFamiliarFollowers),
  announcements: placeholder<AnnouncementsState>(initialAnnouncements),
  translations: placeholder<TranslationsState>(initialTranslations),
};

export const rootReducer = combineReducers(coreReducers);

export type RootState = ReturnType<typeof rootReducer>;
