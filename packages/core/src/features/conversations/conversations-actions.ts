import { createAction, createAsyncActions } from '../../store/actions';

/** A conversation as the store keeps it (SPEC §3 "Conversation"): accounts and last status by id. */
export interface ConversationRecord {
  id: string;
  accounts: string[];
  last_status: string | null;
  unread: boolean;
}

export interface ExpandConversationsRequest {
  /** Follow the `next` link to older conversations; without it, newer ones (since the first) or the first page. */
  older?: boolean;
}

export interface ExpandConversationsSuccess {
  conversations: ConversationRecord[];
  /** The Link header `next` of an older or first page; a since_id load leaves the stored one. */
  next: string | null;
  loadingRecent: boolean;
  /** Nothing was asked: already loading, or no `next` link to follow. */
  skipped: boolean;
}

// Mastodon app/javascript/mastodon/actions/conversations.js
export const expandConversations = createAsyncActions<ExpandConversationsRequest, ExpandConversationsSuccess>('conversations/EXPAND');
/** Put by the expand saga once it has decided to call the server. */
export const conversationsLoadStarted = createAction('conversations/LOAD_STARTED');
/** POST /api/v1/conversations/:id/read: unread goes false at once (SPEC §4 "Marking read sets unread false"). */
export const markConversationRead = createAsyncActions<{ id: string }, { id: string }>('conversations/READ');
/** DELETE /api/v1/conversations/:id: removed from the list on success. */
export const removeConversation = createAsyncActions<{ id: string }, { id: string }>('conversations/DELETE');
