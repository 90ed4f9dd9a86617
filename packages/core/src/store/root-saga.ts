import { fork } from 'typed-redux-saga';
import { streamingSaga } from '../features/streaming/streaming-sagas';
import { evictionSaga } from '../features/eviction/eviction-sagas';
import { timelinesSaga } from '../features/timelines/timelines-sagas';
import { accountsSaga } from '../features/accounts/accounts-sagas';
import { alertsSaga } from '../features/alerts/alerts-sagas';
import { loadingBarSaga } from '../features/loading-bar/loading-bar-sagas';
import { relationshipsSaga } from '../features/relationships/relationships-sagas';
import { initialStateSaga } from '../features/initial-state/initial-state-sagas';
import { settingsSaga } from '../features/settings/settings-sagas';
import { statusesSaga } from '../features/statuses/statuses-sagas';
import { contextsSaga } from '../features/contexts/contexts-sagas';
import { notificationsSaga } from '../features/notifications/notifications-sagas';
import { conversationsSaga } from '../features/conversations/conversations-sagas';
import { userListsSaga } from '../features/user-lists/user-lists-sagas';
import { filtersSaga } from '../features/filters/filters-sagas';
import { identityProofsSaga } from '../features/accounts/identity-proofs-sagas';
import { pollsSaga } from '../features/polls/polls-sagas';
import { customEmojisSaga } from '../features/custom-emojis/custom-emojis-sagas';
import { sessionSaga } from '../features/session/session-sagas';
import { markersSaga } from '../features/markers/markers-sagas';
import { offlineSaga } from '../features/offline/offline-sagas';

export function* rootSaga() {
  const sagas = [
    initialStateSaga, settingsSaga, alertsSaga, loadingBarSaga, statusesSaga, accountsSaga, relationshipsSaga, contextsSaga,
    notificationsSaga, timelinesSaga, streamingSaga, evictionSaga, conversationsSaga, userListsSaga, filtersSaga,
    identityProofsSaga, pollsSaga, customEmojisSaga, sessionSaga, markersSaga, offlineSaga,
  ];
  // One after another: typed-redux-saga's effects inside `all` would start a turn later and miss early actions.
  for (const saga of sagas) yield* fork(saga);
}
