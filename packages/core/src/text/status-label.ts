import { htmlToPlainText } from './plain-text';

export interface StatusLabelSource {
  account: { display_name: string; acct: string } | null;
  spoiler_text: string;
  content: string;
  /** Whether the content warning is closed (then the warning is read instead of the content). */
  hidden: boolean;
}

export interface StatusLabelParts {
  name: string;
  content: string;
  acct: string;
}

/**
 * What a screen reader is told of a status before its details, as Mastodon's textForScreenReader
 * (app/javascript/mastodon/components/status.jsx): the author's display name (else the local part of
 * the acct), the content warning while it hides the content or else the content as plain text, and the
 * acct. The time and the joining words are the caller's (they depend on the locale).
 */
export function statusLabelParts(status: StatusLabelSource): StatusLabelParts {
  const acct = status.account?.acct ?? '';
  const name = status.account ? accountLabelName(status.account) : '';
  const content = status.spoiler_text !== '' && status.hidden ? status.spoiler_text : htmlToPlainText(status.content).replace(/\s+/g, ' ').trim();
  return { name, content, acct };
}

/** An account as a screen reader names it: its display name, else the local part of its acct. */
export function accountLabelName(account: { display_name: string; acct: string }): string {
  return account.display_name.trim() || account.acct.split('@')[0] || '';
}
