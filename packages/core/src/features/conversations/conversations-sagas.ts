import type { Conversation } from '@trumpet/api-client';
import { call, put, select, takeEvery } from 'typed-redux-saga';
import { importEntities } from '../../importer/import-saga';
import type { PayloadAction } from '../../store/actions';
import { services } from '../../store/context';
import { toStoredError } from '../../store/errors';
import type { RootState } from '../../store/root-reducer';
import { conversationReceived } from '../streaming/streaming-actions';
import {
  conversationsLoadStarted,
  expandConversations,
  markConversationRead,
  removeConversation,
  type ExpandConversationsRequest,
} from './conversations-actions';
import { toConversationRecord } from './conversation-record';
import type { ConversationsState } from './conversations-slice';
import { settle } from '../../store/settle';

const selectConversationsState = (state: RootState): ConversationsState => state.conversations;

const skipped = expandConversations.success({ conversations: [], next: null, loadingRecent: false, skipped: true });

function* importConversations(conversations: readonly Conversation[]) {
  yield* importEntities({
    accounts: conversations.flatMap((conversation) => conversation.accounts),
    statuses: conversations.flatMap((conversation) => (conversation.last_status ? [conversation.last_status] : [])),
  });
}

/**
 * Mastodon actions/conversations.js expandConversations: since_id of the first conversation's last
 * status for newer ones, the `next` link for older ones; skipped while loading or without `next`.
 */
export function* expandConversationsSaga(action: PayloadAction<ExpandConversationsRequest>) {
  const state = yield* select(selectConversationsState);
  const older = action.payload.older === true;
  if (state.isLoading || (older && state.next === null)) {
    yield* put(skipped);
    return;
  }
  const sinceId = older ? undefined : (state.items.find((item) => item.last_status !== null)?.last_status ?? undefined);
  const { api } = yield* services();
  yield* put(conversationsLoadStarted());
  try {
    const pending = older ? api.conversations.list({}, { cursor: state.next }) : api.conversations.list(sinceId === undefined ? {} : { since_id: sinceId });
    const page = yield* call(() => settle(pending));
    yield* importConversations(page.items);
    yield* put(
      expandConversations.success({
        conversations: page.items.map(toConversationRecord),
        next: page.next,
        loadingRecent: sinceId !== undefined,
        skipped: false,
      }),
    );
  } catch (error) {
    yield* put(expandConversations.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

/** The accounts (and the last status, whoever put the conversation) enter through the importer. */
function* conversationReceivedSaga(action: PayloadAction<{ conversation: Conversation }>) {
  yield* importConversations([action.payload.conversation]);
}

function* markReadSaga(action: PayloadAction<{ id: string }>) {
  const { api } = yield* services();
  try {
    yield* call([api.conversations, api.conversations.read], action.payload.id);
    yield* put(markConversationRead.success({ id: action.payload.id }));
  } catch (error) {
    yield* put(markConversationRead.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

function* removeSaga(action: PayloadAction<{ id: string }>) {
  const { api } = yield* services();
  try {
    yield* call([api.conversations, api.conversations.remove], action.payload.id);
    yield* put(removeConversation.success({ id: action.payload.id }));
  } catch (error) {
    yield* put(removeConversation.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

export function* conversationsSaga() {
  yield* takeEvery(expandConversations.request.type, expandConversationsSaga);
  yield* takeEvery(conversationReceived.type, conversationReceivedSaga);
  yield* takeEvery(markConversationRead.request.type, markReadSaga);
  yield* takeEvery(removeConversation.request.type, removeSaga);
}
