import type { Action } from 'redux';
import { call, delay, fork, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import { services } from '../../store/context';
import { hasEntity } from '../../store/entity-table';
import type { RootState } from '../../store/root-reducer';
import { initialStateLoaded } from '../initial-state/initial-state-actions';
import { metaLoaded } from '../meta/meta-slice';
import { deleteStatus } from '../statuses/status-actions';
import { fetchStatus } from '../statuses/statuses-actions';
import { sessionExpired } from '../session/session-actions';
import { selectSessionExpired } from '../session/session-selectors';
import { composeDraftRestored, composeDraftSaved, composePageHidden, composeTagHistoryLoaded } from './compose-actions';
import { draftKey, draftOf, isBlankDraft, parseDraft, tagHistoryKey } from './compose-draft';
import type { ComposeState } from './compose-state';
import { isTagHistory } from './tag-history';

/** How long the draft waits after the last change before it is stored. */
export const DRAFT_SAVE_DELAY_MS = 1000;

const selectMe = (state: RootState): string | null => state.meta.me;
const hasStatus = (state: RootState, id: string): boolean => hasEntity(state.statuses, id);
const selectComposeState = (state: RootState): ComposeState => state.compose;

function* readPreference(key: string) {
  const { preferences } = yield* services();
  try {
    return yield* call([preferences, preferences.get], key);
  } catch {
    return undefined;
  }
}

/** The user's tag history and unfinished draft, from the `preferences` service. */
function* loadForUser(me: string) {
  const history = yield* readPreference(tagHistoryKey(me));
  yield* put(composeTagHistoryLoaded({ tags: isTagHistory(history) ? history : [] }));
  const draft = parseDraft(yield* readPreference(draftKey(me)));
  const compose = yield* select(selectComposeState);
  // A draft only fills a form the user has not started.
  if (draft && !isBlankDraft(draft) && isBlankDraft(draftOf(compose)) && compose.mediaAttachments.length === 0) {
    yield* put(composeDraftRestored(draft));
    // The reply indicator shows the status replied to: bring it back too (store, cache, then server).
    if (draft.inReplyToId !== null) {
      const known = yield* select(hasStatus, draft.inReplyToId);
      if (!known) yield* put(fetchStatus.request({ id: draft.inReplyToId }));
    }
  }
}

/**
 * Stores the draft once it has not changed for a second (a blank one removes the stored one); at once
 * when the page is being hidden or left, or the session has expired, as the page may go at any moment.
 */
function* saveDraft(action: Action) {
  const compose = yield* select(selectComposeState);
  // An edit is not a draft: the one stored before editing stays.
  if (compose.draftSaved || compose.editingId !== null) return;
  if (!composePageHidden.match(action) && !(yield* select(selectSessionExpired))) yield* delay(DRAFT_SAVE_DELAY_MS);
  const me = yield* select(selectMe);
  if (me === null) return;
  const draft = draftOf(yield* select(selectComposeState));
  const { preferences } = yield* services();
  try {
    yield* call([preferences, preferences.set], draftKey(me), isBlankDraft(draft) ? null : draft);
    yield* put(composeDraftSaved());
  } catch {
    // Not kept; the next change tries again.
  }
}

/** Loads for the signed-in user at start and whenever the user changes; keeps the draft stored. */
export function* composeDraftSaga() {
  let loadedFor = yield* select(selectMe);
  if (loadedFor !== null) yield* fork(loadForUser, loadedFor);
  yield* takeEvery([metaLoaded.type, initialStateLoaded.type], function* userChanged() {
    const me = yield* select(selectMe);
    if (me === loadedFor) return;
    loadedFor = me;
    if (me !== null) yield* call(loadForUser, me);
  });
  // Only compose changes restart the wait: streamed statuses must not keep the draft from being stored.
  yield* takeLatest(
    (action: Action) => action.type.startsWith('compose/') || deleteStatus.success.match(action) || sessionExpired.match(action),
    saveDraft,
  );
}
