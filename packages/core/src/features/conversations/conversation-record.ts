import type { Conversation } from '@trumpet/api-client';
import type { ConversationRecord } from './conversations-actions';

export const toConversationRecord = (conversation: Conversation): ConversationRecord => ({
  id: conversation.id,
  accounts: conversation.accounts.map((account) => account.id),
  last_status: conversation.last_status?.id ?? null,
  unread: conversation.unread,
});
