import type { Instance } from '../context';
import { findAccount, findStatus } from '../db/queries';
import type { AccountRow } from '../db/rows';
import { canSeeStatus } from '../policies/visibility';
import { serializeAccount, type AccountJson } from './account';
import { serializeStatus, type StatusJson } from './status';

export interface AccountConversationRow {
  id: string;
  account_id: string;
  conversation_id: string;
  participant_ids: string;
  last_status_id: string | null;
  unread: number;
  updated_at: string;
}

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
 */
export function serializeConversation(instance: Instance, row: AccountConversationRow): ConversationJson {
  const { db } = instance;
  const others = participantIds(row)
    .map((id) => findAccount(db, id))
    .filter((account): account is AccountRow => account !== undefined);
  const self = findAccount(db, row.account_id);
  const accounts = others.length > 0 ? others : self ? [self] : [];
  const last = row.last_status_id ? findStatus(db, row.last_status_id) : undefined;
  return {
    id: row.id,
    unread: row.unread === 1,
    accounts: accounts.map((account) => serializeAccount(instance, account)),
    last_status: last && canSeeStatus(instance, last, row.account_id) ? serializeStatus(instance, last, row.account_id) : null,
  };
}
