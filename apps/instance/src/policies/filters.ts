import type { Instance } from '../context';
import { findStatus } from '../db/queries';
import type { StatusRow } from '../db/rows';
import { activeIrreversibleFilters, filterContexts } from '../db/repositories/filters';
import { mediaDescriptionsOf } from '../db/repositories/media';
import { pollOptionsOfStatus } from '../db/repositories/polls';

export type FilterContext = 'home' | 'notifications' | 'public' | 'thread' | 'account';

const WORD_CHAR = /[\p{L}\p{N}_]/u;

/**
 * A filter phrase as Mastodon's CustomFilter#to_regex: the phrase escaped, case-insensitive, and
 * for whole words bounded by non-word characters on each side that starts or ends with a word
 * character. https://github.com/mastodon/mastodon/blob/main/app/models/custom_filter_keyword.rb
 */
export function phraseRegex(phrase: string, wholeWord: boolean): RegExp {
  const escaped = phrase.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
  if (!wholeWord) return new RegExp(escaped, 'iu');
  const start = WORD_CHAR.test(phrase.charAt(0)) ? '(?<![\\p{L}\\p{N}_])' : '';
  const end = WORD_CHAR.test([...phrase].at(-1) ?? '') ? '(?![\\p{L}\\p{N}_])' : '';
  return new RegExp(`${start}${escaped}${end}`, 'iu');
}

/** The viewer's unexpired irreversible (v1) filters for a context: the ones the server applies. */
export function irreversibleFilters(instance: Instance, accountId: string, context: FilterContext): RegExp[] {
  return activeIrreversibleFilters(instance.db, accountId, instance.now().toISOString())
    .filter((row) => filterContexts(row).includes(context) && row.phrase !== '')
    .map((row) => phraseRegex(row.phrase, row.whole_word === 1));
}

/**
 * Whether a status (a boost: its original) matches one of the filters, over the text Mastodon's
 * FeedManager#phrase_filtered? combines: content warning, poll options, text, media descriptions.
 */
export function matchesFilters(instance: Instance, status: StatusRow, filters: readonly RegExp[]): boolean {
  if (filters.length === 0) return false;
  const target = status.reblog_of_id ? findStatus(instance.db, status.reblog_of_id) : status;
  if (!target) return false;
  const text = filterableText(instance, target);
  return filters.some((regex) => regex.test(text));
}

function filterableText(instance: Instance, status: StatusRow): string {
  const { db } = instance;
  const options = pollOptionsOfStatus(db, status.id);
  const descriptions = mediaDescriptionsOf(db, status.id).map((description) => description ?? '');
  const pollOptions = options !== undefined ? (JSON.parse(options) as string[]).join('\n\n') : '';
  const body = status.text !== '' ? status.text : plainText(status.content);
  return [status.spoiler_text, pollOptions, body, descriptions.join('\n\n')].join('\n\n');
}

function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
