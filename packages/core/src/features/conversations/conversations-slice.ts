import { produce } from 'immer';
import type { UnknownAction } from 'redux';
import { blockAccount, muteAccount } from '../relationships/relationships-actions';
import { conversationReceived } from '../streaming/streaming-actions';
import { compareId } from '../timelines/merge-timeline-ids';
import {
  conversationsLoadStarted,
  expandConversations,
  markConversationRead,
  removeConversation,
  type ConversationRecord,
} from './conversations-actions';
import { toConversationRecord } from './conversation-record';

export interface ConversationsState {
  items: ConversationRecord[];
  isLoading: boolean;
  hasMore: boolean;
  /** The Link header `next` cursor to older conversations. */
  next: string | null;
}

export const initialConversations: ConversationsState = { items: [], isLoading: false, hasMore: true, next: null };

/** SPEC §4 "Conversations merge by id, sorted by last_status, newest first." */
function merged(items: readonly ConversationRecord[], incoming: readonly ConversationRecord[]): ConversationRecord[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  for (const item of incoming) byId.set(item.id, item);
  return [...byId.values()].sort((a, b) => {
    if (a.last_status === null || b.last_status === null) return a.last_status === b.last_status ? 0 : a.last_status === null ? 1 : -1;
    return compareId(b.last_status, a.last_status);
  });
}

function setUnread(state: ConversationsState, id: string, unread: boolean): ConversationsState {
  return produce(state, (draft) => {
    const item = draft.items.find((conversation) => conversation.id === id);
    if (item) item.unread = unread;
  });
}

// https://github.com/mastodon/mastodon/blob/v3.1.0/app/javascript/mastodon/reducers/conversations.js
export function conversationsReducer(state: ConversationsState = initialConversations, action: UnknownAction): ConversationsState {
  if (conversationsLoadStarted.match(action)) return { ...state, isLoading: true };
  if (expandConversations.fail.match(action)) return state.isLoading ? { ...state, isLoading: false } : state;
  if (expandConversations.success.match(action)) {
    const { conversations, next, loadingRecent, skipped } = action.payload;
    if (skipped) return state;
    return {
      items: merged(state.items, conversations),
      isLoading: false,
      hasMore: next === null && !loadingRecent ? false : state.hasMore,
      next: loadingRecent ? state.next : next,
    };
  }
  if (conversationReceived.match(action)) {
    return { ...state, items: merged(state.items, [toConversationRecord(action.payload.conversation)]) };
  }
  // Optimistic, as Mastodon's CONVERSATIONS_READ: the next load corrects a failed call.
  if (markConversationRead.request.match(action)) return setUnread(state, action.payload.id, false);
  if (removeConversation.success.match(action)) {
    return { ...state, items: state.items.filter((item) => item.id !== action.payload.id) };
  }
  if (blockAccount.success.match(action) || muteAccount.success.match(action)) {
    const accountId = action.payload.relationship.id;
    const items = state.items.filter((item) => !item.accounts.includes(accountId));
    return items.length === state.items.length ? state : { ...state, items };
  }
  return state;
}
