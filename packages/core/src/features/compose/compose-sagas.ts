import { newIdempotencyKey, type Status } from '@trumpet/api-client';
import type { Action } from 'redux';
import { call, fork, put, select, takeEvery } from 'typed-redux-saga';
import { importEntities } from '../../importer/import-saga';
import type { PayloadAction } from '../../store/actions';
import { services } from '../../store/context';
import { getEntity } from '../../store/entity-table';
import { toStoredError } from '../../store/errors';
import type { RootState } from '../../store/root-reducer';
import { screenClosed, screenOpened } from '../eviction/eviction-actions';
import { statusesRemoved } from '../statuses/status-actions';
import { fetchStatus } from '../statuses/statuses-actions';
import { fetchStatusSaga } from '../statuses/statuses-sagas';
import {
  composeMentionInserted,
  composeReplyStarted,
  composeTagHistoryLoaded,
  directCompose,
  mentionCompose,
  postCompose,
  replyCompose,
  submitCompose,
} from './compose-actions';
import { composeDraftSaga } from './compose-draft-sagas';
import { composeEditSaga, saveEditSaga } from './compose-edit-sagas';
import { composeLanguageSaga } from './compose-language-sagas';
import { cancelReplaced, scheduleComposeSaga } from './compose-schedule-sagas';
import { selectCompose, selectComposeCanSubmit } from './compose-selectors';
import { replyMentionText } from './compose-text';
import { tagHistoryKey } from './compose-draft';
import { postParams } from './post-params';
import { composeSuggestionsSaga } from './suggestions-sagas';
import { mergeTagHistory } from './tag-history';
import { composeUploadsSaga } from './upload-sagas';

type ReplyPayload = ReturnType<typeof composeReplyStarted>['payload'];

/** The reply's prefill for a status (the boosted one for a boost), or null when it is not in the store. */
function replyFor(state: RootState, statusId: string): ReplyPayload | null {
  const shown = getEntity(state.statuses, statusId);
  const status = shown?.reblog ? getEntity(state.statuses, shown.reblog) : shown;
  if (!status) return null;
  const author = getEntity(state.accounts, status.account);
  const mentioned = status.mentions.map(({ id, acct }) => ({ id, acct }));
  return {
    inReplyToId: status.id,
    text: replyMentionText(author ? [{ id: author.id, acct: author.acct }, ...mentioned] : mentioned, state.meta.me),
    visibility: status.visibility,
    spoilerText: status.spoiler_text,
  };
}

/** A status not in the store (a reply asked for from outside the app, e.g. a push notification) is fetched first. */
function* replySaga(action: PayloadAction<{ statusId: string }>) {
  const { statusId } = action.payload;
  let reply = yield* select(replyFor, statusId);
  if (!reply) {
    yield* call(fetchStatusSaga, fetchStatus.request({ id: statusId }));
    reply = yield* select(replyFor, statusId);
  }
  if (reply) yield* put(composeReplyStarted(reply));
}

const acctOf = (state: RootState, accountId: string): string | null => getEntity(state.accounts, accountId)?.acct ?? null;

function* mentionSaga(action: PayloadAction<{ accountId: string }>) {
  const acct = yield* select(acctOf, action.payload.accountId);
  if (acct !== null) yield* put(composeMentionInserted({ acct, direct: directCompose.match(action) }));
}

const selectMe = (state: RootState): string | null => state.meta.me;

/** SPEC §4 "After a successful post": the tags go to the front of the history, stored per user. */
function* rememberTags(status: Status, text: string) {
  const compose = yield* select(selectCompose);
  const tags = mergeTagHistory(compose.tagHistory, status.tags.map((tag) => tag.name), text);
  yield* put(composeTagHistoryLoaded({ tags }));
  const me = yield* select(selectMe);
  if (me === null) return;
  const { preferences } = yield* services();
  try {
    yield* call([preferences, preferences.set], tagHistoryKey(me), tags);
  } catch {
    // The history stays in the store for this session.
  }
}

/** SPEC §4 Compose submit and §5 validation; Mastodon's actions/compose.js submitCompose. */
export function* submitComposeSaga() {
  const allowed = yield* select(selectComposeCanSubmit);
  if (!allowed) return;
  const compose = yield* select(selectCompose);
  if (compose.editingId !== null) {
    yield* saveEditSaga(compose, compose.editingId);
    return;
  }
  const idempotencyKey = compose.idempotencyKey ?? (yield* call(newIdempotencyKey));
  if (compose.scheduledAt !== null) {
    yield* scheduleComposeSaga(idempotencyKey, postParams(compose), compose.scheduledAt, compose.replacesScheduledId);
    return;
  }
  const request = { idempotencyKey, params: postParams(compose) };
  yield* put(postCompose.request(request));
  const { api } = yield* services();
  let status: Status;
  try {
    status = yield* call([api.statuses, api.statuses.create], request.params, { idempotencyKey });
    yield* importEntities({ statuses: [status] });
  } catch (error) {
    yield* put(postCompose.fail({ request, error: toStoredError(error), skipAlert: false }));
    return;
  }
  yield* put(postCompose.success({ statusId: status.id, visibility: status.visibility, inReplyToId: status.in_reply_to_id }));
  yield* cancelReplaced(compose.replacesScheduledId);
  yield* rememberTags(status, compose.text);
}

interface ComposeRefs {
  statusIds: string[];
  accountIds: string[];
}

/** What the compose form refers to (the replied status, suggested accounts), kept from eviction as an open screen. */
const composeRefs = (state: RootState): ComposeRefs => {
  const { inReplyToId, quotedStatusId, suggestions } = state.compose;
  return {
    statusIds: [inReplyToId, quotedStatusId].filter((id) => id !== null),
    accountIds: suggestions.flatMap((suggestion) => (suggestion.kind === 'account' ? [suggestion.id] : [])),
  };
};

const refsKey = (refs: ComposeRefs): string => `${refs.statusIds.join(',')};${refs.accountIds.join(',')}`;
const COMPOSE_SCREEN = 'compose';

function* keepReferencesSaga() {
  let kept = refsKey(yield* select(composeRefs));
  yield* takeEvery(
    (action: Action) => action.type.startsWith('compose/') || statusesRemoved.match(action),
    function* refresh() {
      const refs = yield* select(composeRefs);
      if (refsKey(refs) === kept) return;
      kept = refsKey(refs);
      if (refs.statusIds.length === 0 && refs.accountIds.length === 0) yield* put(screenClosed({ key: COMPOSE_SCREEN }));
      else yield* put(screenOpened({ key: COMPOSE_SCREEN, ...refs }));
    },
  );
}

export function* composeSaga() {
  // Each effect one after another: typed-redux-saga's effects inside `all` would start a turn later.
  yield* takeEvery(submitCompose.type, submitComposeSaga);
  yield* takeEvery(replyCompose.type, replySaga);
  yield* takeEvery([mentionCompose.type, directCompose.type], mentionSaga);
  yield* fork(keepReferencesSaga);
  yield* fork(composeDraftSaga);
  yield* fork(composeSuggestionsSaga);
  yield* fork(composeUploadsSaga);
  yield* fork(composeEditSaga);
  yield* fork(composeLanguageSaga);
}
