import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { insertFilter, insertKeyword } from '../db/repositories/filters';

/** Tells the owner's clients to reload their filters (Mastodon's CustomFilter#invalidate_cache!). */
export function announceFiltersChanged(instance: Instance, accountId: string): void {
  instance.hub.publish(`timeline:${accountId}`, { kind: 'filters_changed' });
}

export interface KeywordFilterValues {
  phrase: string;
  context: readonly string[];
  action: string;
  whole_word: boolean;
  expires_at: string | null;
}

/**
 * A v1 filter: a filter titled with the phrase holding it as its one keyword (Api::V1::FiltersController#create).
 * Answers the keyword's id, which is the v1 filter's.
 */
export function createKeywordFilter(instance: Instance, accountId: string, values: KeywordFilterValues): string {
  const now = instance.now();
  const filterId = snowflake(now);
  const keywordId = snowflake(now);
  instance.db.transaction(() => {
    insertFilter(instance.db, {
      id: filterId,
      account_id: accountId,
      title: values.phrase,
      context: JSON.stringify(values.context),
      action: values.action,
      expires_at: values.expires_at,
      created_at: now.toISOString(),
    });
    insertKeyword(instance.db, { id: keywordId, filter_id: filterId, keyword: values.phrase, whole_word: values.whole_word ? 1 : 0, created_at: now.toISOString() });
  })();
  announceFiltersChanged(instance, accountId);
  return keywordId;
}
