import type { Account, Field, Poll, QuoteState, Status } from '@trumpet/api-client';

/** A field with the client's rendered and plain forms (SPEC §3). */
export interface FieldRecord extends Field {
  name_emojified: string;
  value_emojified: string;
  value_plain: string;
}

/** An account as the store keeps it: `moved` by id, HTML ready to insert. */
export interface AccountRecord extends Omit<Account, 'moved' | 'fields'> {
  moved: string | null;
  fields: FieldRecord[];
  display_name_html: string;
  note_emojified: string;
}

/**
 * A quote as the store keeps it: the quoted status by id, a record of its own when the server sent it.
 * https://docs.joinmastodon.org/entities/Quote/
 */
export interface QuoteRecord {
  state: QuoteState;
  quoted_status_id: string | null;
}

/** A status as the store keeps it: account, reblog, quoted status and poll by id, plus the client fields. */
export interface StatusRecord extends Omit<Status, 'account' | 'reblog' | 'poll' | 'quote'> {
  account: string;
  reblog: string | null;
  poll: string | null;
  quote: QuoteRecord | null;
  /** Sanitised content with custom emoji. */
  contentHtml: string;
  /** Sanitised content warning with custom emoji. */
  spoilerHtml: string;
  /** Plain text of the warning and the content, for filters and search. */
  search_index: string;
  /** Whether the content warning hides the content (SPEC §4 "hide or expand a content warning"). */
  hidden: boolean;
}

export interface PollOptionRecord {
  title: string;
  votes_count: number | null;
  title_emojified: string;
}

export interface PollRecord extends Omit<Poll, 'options'> {
  options: PollOptionRecord[];
}

/** Everything one import brings into the store, each entity once. */
export interface ImportedEntities {
  accounts: AccountRecord[];
  statuses: StatusRecord[];
  polls: PollRecord[];
}
