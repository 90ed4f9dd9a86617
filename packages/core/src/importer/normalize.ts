import type { Account, Field, Poll, Status } from '@trumpet/api-client';
import type { SanitizeHtml } from '../store/context';
import { escapeHtml, htmlToPlainText, statusSearchIndex } from '../text/plain-text';
import { emojify } from './emojify';
import type { AccountRecord, FieldRecord, ImportedEntities, PollRecord, StatusRecord } from './records';

export interface NormalizeOptions {
  sanitize: SanitizeHtml;
  /** meta.expand_spoilers: content warnings start open. */
  expandSpoilers: boolean;
  /** The account as the store has it: its HTML is kept when the account's text has not changed. */
  storedAccount?: (id: string) => AccountRecord | undefined;
}

/**
 * Flattens API entities (with nested reblogs, accounts, moved accounts and polls) into the records
 * the store keeps, once each, adding the client fields of SPEC §3. All HTML is sanitised here, so
 * what the store holds is safe to insert.
 */
export function normalizeEntities(
  input: { statuses?: readonly Status[]; accounts?: readonly Account[]; polls?: readonly Poll[] },
  options: NormalizeOptions,
): ImportedEntities {
  const accounts = new Map<string, AccountRecord>();
  const statuses = new Map<string, StatusRecord>();
  const polls = new Map<string, PollRecord>();

  // A page names each author many times: its bio and fields are sanitised once, and not again while unchanged.
  const addAccount = (account: Account): void => {
    if (account.moved) addAccount(account.moved);
    const previous = accounts.get(account.id) ?? options.storedAccount?.(account.id);
    accounts.set(account.id, normalizeAccount(account, options.sanitize, previous));
  };
  const addStatus = (status: Status): void => {
    addAccount(status.account);
    if (status.reblog) addStatus(status.reblog);
    // A quoted status is an entity like any other; its own quote comes by id only (ShallowQuote).
    if (status.quote?.quoted_status) addStatus(status.quote.quoted_status);
    if (status.poll) polls.set(status.poll.id, normalizePoll(status.poll, options.sanitize));
    statuses.set(status.id, normalizeStatus(status, options));
  };
  input.accounts?.forEach(addAccount);
  input.statuses?.forEach(addStatus);
  input.polls?.forEach((poll) => polls.set(poll.id, normalizePoll(poll, options.sanitize)));
  return { accounts: [...accounts.values()], statuses: [...statuses.values()], polls: [...polls.values()] };
}

export function normalizeAccount(account: Account, sanitize: SanitizeHtml, previous?: AccountRecord): AccountRecord {
  const { moved, fields, ...rest } = account;
  if (previous && sameText(previous, account)) {
    return {
      ...rest,
      moved: moved?.id ?? null,
      display_name_html: previous.display_name_html,
      note_emojified: previous.note_emojified,
      fields: fields.map((field, index) => {
        const known = previous.fields[index];
        return known ? { ...field, name_emojified: known.name_emojified, value_emojified: known.value_emojified, value_plain: known.value_plain } : fieldRecord(field, account, sanitize);
      }),
    };
  }
  return {
    ...rest,
    moved: moved?.id ?? null,
    display_name_html: sanitize(emojify(escapeHtml(account.display_name || account.username), account.emojis)),
    note_emojified: sanitize(emojify(account.note, account.emojis)),
    fields: fields.map((field) => fieldRecord(field, account, sanitize)),
  };
}

function fieldRecord(field: Field, account: Account, sanitize: SanitizeHtml): FieldRecord {
  return {
    ...field,
    name_emojified: sanitize(emojify(escapeHtml(field.name), account.emojis)),
    value_emojified: sanitize(emojify(field.value, account.emojis)),
    value_plain: htmlToPlainText(field.value),
  };
}

/** Whether everything an account's HTML is made from (name, bio, fields, custom emoji) is as it was. */
function sameText(previous: AccountRecord, account: Account): boolean {
  return (
    previous.display_name === account.display_name &&
    previous.username === account.username &&
    previous.note === account.note &&
    previous.fields.length === account.fields.length &&
    previous.fields.every((field, index) => field.name === account.fields[index]?.name && field.value === account.fields[index]?.value) &&
    previous.emojis.length === account.emojis.length &&
    previous.emojis.every((emoji, index) => {
      const other = account.emojis[index];
      return emoji.shortcode === other?.shortcode && emoji.url === other.url && emoji.static_url === other.static_url;
    })
  );
}

export function normalizeStatus(status: Status, options: NormalizeOptions): StatusRecord {
  const { account, reblog, poll, quote, ...rest } = status;
  const spoiler = status.spoiler_text;
  return {
    ...rest,
    account: account.id,
    reblog: reblog?.id ?? null,
    poll: poll?.id ?? null,
    quote: quote ? { state: quote.state, quoted_status_id: quote.quoted_status_id } : null,
    contentHtml: options.sanitize(emojify(status.content, status.emojis)),
    spoilerHtml: options.sanitize(emojify(escapeHtml(spoiler), status.emojis)),
    search_index: statusSearchIndex(spoiler, status.content),
    hidden: spoiler.length > 0 && !options.expandSpoilers,
  };
}

export function normalizePoll(poll: Poll, sanitize: SanitizeHtml): PollRecord {
  return {
    ...poll,
    options: poll.options.map((option) => ({
      ...option,
      title_emojified: sanitize(emojify(escapeHtml(option.title), poll.emojis)),
    })),
  };
}
