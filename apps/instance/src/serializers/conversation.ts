import type { Instance } from '../context';
import { accountsByIds } from '../db/repositories/accounts';
import { distinct, groupBy } from '../db/repositories/in-list';
import { statusesByIds } from '../db/repositories/statuses';
import { visibleStatusIds } from '../policies/visibility';
import { serializeAccounts, type AccountJson } from './account';
import { serializeStatuses, type StatusJson } from './status';
import type { AccountConversationRow } from '../db/repositories/conversations';


export interface ConversationJson {
  id: string;
  unread: boolean;
  accounts: AccountJson[];
  last_status: StatusJson | null;
}

function participantIds(row: AccountConversationRow): string[] {
  try {
    const parsed: unknown = JSON.parse(row.participant_ids);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * https://docs.joinmastodon.org/entities/Conversation/ — `accounts` are the other participants,
 * or the viewer alone in a conversation with themselves (AccountConversation#participant_accounts).
 * The accounts and last statuses of the page are loaded together.
 */
export function serializeConversations(instance: Instance, rows: readonly AccountConversationRow[]): ConversationJson[] {
  const { db } = instance;
  const participants = new Map(rows.map((row) => [row.id, participantIds(row)]));
  const accounts = accountsByIds(db, distinct(rows.flatMap((row) => [...(participants.get(row.id) ?? []), row.account_id])));
  const accountJson = new Map(serializeAccounts(instance, [...accounts.values()]).map((json) => [json.id, json]));
  const lastStatuses = statusesByIds(db, distinct(rows.map((row) => row.last_status_id)));
  const lastJson = new Map<string, StatusJson>();
  for (const [viewerId, own] of groupBy(rows, (row) => row.account_id)) {
    const visible = visibleStatusIds(instance, distinct(own.map((row) => row.last_status_id)), viewerId);
    const shown = [...visible].flatMap((id) => lastStatuses.get(id) ?? []);
    for (const json of serializeStatuses(instance, shown, viewerId)) lastJson.set(`${viewerId}/${json.id}`, json);
  }
  return rows.map((row) => {
    const others = (participants.get(row.id) ?? []).flatMap((id) => accountJson.get(id) ?? []);
    const self = accountJson.get(row.account_id);
    return {
      id: row.id,
      unread: row.unread === 1,
      accounts: others.length > 0 ? others : self ? [self] : [],
      last_status: (row.last_status_id && lastJson.get(`${row.account_id}/${row.last_status_id}`)) || null,
    };
  });
}

export function serializeConversation(instance: Instance, row: AccountConversationRow): ConversationJson {
  const [json] = serializeConversations(instance, [row]);
  if (!json) throw new Error(`conversation ${row.id} was not serialized`);
  return json;
}
