import type { ReactNode } from 'react';
import { Button } from '../common/Button';
import { useT } from '../i18n/locale-context';
import { useLinkComponent, type LinkingProps } from '../navigation/links';
import { HashtagRow, type SearchHashtag } from './HashtagRow';
import type { SearchTab } from './SearchTabs';
import './SearchResults.css';

/** What a submitted query found: account and status ids (rendered by the app), hashtags as they came. */
export interface SearchResultsData {
  accounts: readonly string[];
  statuses: readonly string[];
  hashtags: readonly SearchHashtag[];
}

export interface SearchResultsProps extends LinkingProps {
  query: string;
  results: SearchResultsData | null;
  isLoading: boolean;
  failed: boolean;
  onRetry?: () => void;
  /** An account row with its follow button (the app's AccountRow). */
  renderAccount: (id: string) => ReactNode;
  /** A status as the timelines render it. */
  renderStatus: (id: string) => ReactNode;
  hashtagHref: (name: string) => string;
  /** "See all" of one kind on the full results screen; left out there when already on it. */
  seeAllHref?: (tab: Exclude<SearchTab, 'all'>) => string;
}

/** Where search has nothing to list: searching, a failure to retry, nothing found. */
export function SearchStatus({ isLoading, failed, empty, onRetry }: { isLoading: boolean; failed: boolean; empty: boolean; onRetry?: () => void }) {
  const t = useT();
  if (isLoading) {
    return (
      <p className="t-search-results__note" role="status">
        {t('search.loading')}
      </p>
    );
  }
  if (failed) {
    return (
      <div className="t-search-results__note" role="alert">
        <p>{t('search.error')}</p>
        {onRetry ? (
          <Button variant="secondary" size="s" onPress={onRetry}>
            {t('search.retry')}
          </Button>
        ) : null}
      </div>
    );
  }
  if (empty) return <p className="t-search-results__note">{t('search.empty')}</p>;
  return null;
}

/** SPEC §4 Search results in sections: people with follow buttons, hashtags with their recent use, posts as in a timeline. */
export function SearchResults({ query, results, isLoading, failed, onRetry, renderAccount, renderStatus, hashtagHref, seeAllHref, LinkComponent: linkOverride, onNavigate }: SearchResultsProps) {
  const t = useT();
  const LinkComponent = useLinkComponent({ LinkComponent: linkOverride, onNavigate });
  const empty = results !== null && results.accounts.length === 0 && results.statuses.length === 0 && results.hashtags.length === 0;
  const seeAll = (tab: Exclude<SearchTab, 'all'>, shown: number) =>
    seeAllHref && shown > 0 ? (
      <LinkComponent to={seeAllHref(tab)} className="t-search-results__see-all">
        {t('search.see_all')}
      </LinkComponent>
    ) : null;
  const section = (tab: Exclude<SearchTab, 'all'>, count: number, children: ReactNode) =>
    count === 0 ? null : (
      <section className="t-search-results__section" aria-labelledby={`t-search-${tab}`}>
        <header className="t-search-results__header">
          <h3 className="t-search-results__heading" id={`t-search-${tab}`}>
            {t(`search.tab.${tab}`)}
          </h3>
          {seeAll(tab, count)}
        </header>
        {children}
      </section>
    );
  return (
    <div className="t-search-results" aria-busy={isLoading} aria-label={t('search.results_for', { q: query })} role="region">
      <SearchStatus isLoading={isLoading && results === null} failed={failed} empty={empty} onRetry={onRetry} />
      {results ? (
        <>
          {section(
            'accounts',
            results.accounts.length,
            <ul className="t-search-results__list">
              {results.accounts.map((id) => (
                <li key={id}>{renderAccount(id)}</li>
              ))}
            </ul>,
          )}
          {section(
            'hashtags',
            results.hashtags.length,
            <ul className="t-search-results__list">
              {results.hashtags.map((tag) => (
                <li key={tag.name}>
                  <HashtagRow tag={tag} href={hashtagHref(tag.name)} LinkComponent={LinkComponent} />
                </li>
              ))}
            </ul>,
          )}
          {section(
            'statuses',
            results.statuses.length,
            <div className="t-search-results__statuses">
              {results.statuses.map((id) => (
                <div key={id} className="t-search-results__status">
                  {renderStatus(id)}
                </div>
              ))}
            </div>,
          )}
        </>
      ) : null}
    </div>
  );
}
