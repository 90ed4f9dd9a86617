import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import type { StatusRow } from '../db/rows';

/**
 * A direct status updates the conversation of its author and of everyone it mentions: the
 * last status moves, and it is unread for all but the author.
 * https://docs.joinmastodon.org/methods/conversations/
 */
export function updateConversations(instance: Instance, status: StatusRow, mentionedIds: readonly string[]): void {
  const { db } = instance;
  const participants = [status.account_id, ...mentionedIds];
  const upsert = db.prepare(
    `INSERT INTO account_conversations (id, account_id, conversation_id, participant_ids, last_status_id, unread, updated_at)
     VALUES (@id, @account_id, @conversation_id, @participant_ids, @last_status_id, @unread, @updated_at)
     ON CONFLICT (account_id, conversation_id) DO UPDATE SET
       participant_ids = excluded.participant_ids, last_status_id = excluded.last_status_id,
       unread = excluded.unread, updated_at = excluded.updated_at`,
  );
  for (const accountId of participants) {
    const id = snowflake(instance.now());
    upsert.run({
      id,
      account_id: accountId,
      conversation_id: status.conversation_id,
      participant_ids: JSON.stringify(participants.filter((p) => p !== accountId)),
      last_status_id: status.id,
      unread: accountId === status.account_id ? 0 : 1,
      updated_at: status.created_at,
    });
    const row = db.prepare<[string, string], { id: string }>('SELECT id FROM account_conversations WHERE account_id = ? AND conversation_id = ?').get(accountId, status.conversation_id);
    if (row) instance.hub.publish(`timeline:direct:${accountId}`, { kind: 'conversation', accountConversationId: row.id });
  }
}
