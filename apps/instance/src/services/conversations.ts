import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { upsertAccountConversation } from '../db/repositories/conversations';
import type { StatusRow } from '../db/rows';

/**
 * A direct status updates the conversation of its author and of everyone it mentions: the
 * last status moves, and it is unread for all but the author.
 * https://docs.joinmastodon.org/methods/conversations/
 */
export function updateConversations(instance: Instance, status: StatusRow, mentionedIds: readonly string[]): void {
  const { db } = instance;
  const participants = [status.account_id, ...mentionedIds];
  for (const accountId of participants) {
    const id = upsertAccountConversation(db, {
      id: snowflake(instance.now()),
      account_id: accountId,
      conversation_id: status.conversation_id,
      participant_ids: JSON.stringify(participants.filter((p) => p !== accountId)),
      last_status_id: status.id,
      unread: accountId === status.account_id ? 0 : 1,
      updated_at: status.created_at,
    });
    if (id) instance.hub.publish(`timeline:direct:${accountId}`, { kind: 'conversation', accountConversationId: id });
  }
}
