import type { Account, Poll, Status } from '@trumpet/api-client';
import type { SanitizeHtml } from '../store/context';
import { escapeHtml, htmlToPlainText, statusSearchIndex } from '../text/plain-text';
import { emojify } from './emojify';
import type { AccountRecord, ImportedEntities, PollRecord, StatusRecord } from './records';

export interface NormalizeOptions {
  sanitize: SanitizeHtml;
  /** meta.expand_spoilers: content warnings start open. */
  expandSpoilers: boolean;
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

  const addAccount = (account: Account): void => {
    if (account.moved) addAccount(account.moved);
    accounts.set(account.id, normalizeAccount(account, options.sanitize));
  };
  const addStatus = (status: Status): void => {
    addAccount(status.account);
    if (status.reblog) addStatus(status.reblog);
    if (status.poll) polls.set(status.poll.id, normalizePoll(status.poll, options.sanitize));
    statuses.set(status.id, normalizeStatus(status, options));
  };
  input.accounts?.forEach(addAccount);
  input.statuses?.forEach(addStatus);
  input.polls?.forEach((poll) => polls.set(poll.id, normalizePoll(poll, options.sanitize)));
  return { accounts: [...accounts.values()], statuses: [...statuses.values()], polls: [...polls.values()] };
}

export function normalizeAccount(account: Account, sanitize: SanitizeHtml): AccountRecord {
  const { moved, fields, ...rest } = account;
  return {
    ...rest,
    moved: moved?.id ?? null,
    display_name_html: sanitize(emojify(escapeHtml(account.display_name || account.username), account.emojis)),
    note_emojified: sanitize(emojify(account.note, account.emojis)),
    fields: fields.map((field) => ({
      ...field,
      name_emojified: sanitize(emojify(escapeHtml(field.name), account.emojis)),
      value_emojified: sanitize(emojify(field.value, account.emojis)),
      value_plain: htmlToPlainText(field.value),
    })),
  };
}

export function normalizeStatus(status: Status, options: NormalizeOptions): StatusRecord {
  const { account, reblog, poll, ...rest } = status;
  const spoiler = status.spoiler_text;
  return {
    ...rest,
    account: account.id,
    reblog: reblog?.id ?? null,
    poll: poll?.id ?? null,
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
