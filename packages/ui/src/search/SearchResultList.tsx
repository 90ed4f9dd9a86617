import type { ReactNode } from 'react';
import { LoadMore } from '../common/LoadMore';
import { useT } from '../i18n/locale-context';
import type { LinkingProps } from '../navigation/links';
import { HashtagRow, type SearchHashtag } from './HashtagRow';
import { SearchStatus } from './SearchResults';
import './SearchResults.css';

export interface SearchResultListProps extends LinkingProps {
  type: 'accounts' | 'hashtags' | 'statuses';
  /** Account or status ids, for those types. */
  ids: readonly string[];
  hashtags: readonly SearchHashtag[];
  isLoading: boolean;
  hasMore: boolean;
  failed: boolean;
  onLoadMore: () => void;
  onRetry?: () => void;
  renderAccount: (id: string) => ReactNode;
  renderStatus: (id: string) => ReactNode;
  hashtagHref: (name: string) => string;
}

/** One kind of results on the full results screen, with "Load more" for the next page. */
export function SearchResultList({ type, ids, hashtags, isLoading, hasMore, failed, onLoadMore, onRetry, renderAccount, renderStatus, hashtagHref, LinkComponent, onNavigate }: SearchResultListProps) {
  const t = useT();
  const count = type === 'hashtags' ? hashtags.length : ids.length;
  return (
    <div className="t-search-results" aria-busy={isLoading} role="region" aria-label={t(`search.tab.${type}`)}>
      {count > 0 ? (
        type === 'hashtags' ? (
          <ul className="t-search-results__list">
            {hashtags.map((tag) => (
              <li key={tag.name}>
                <HashtagRow tag={tag} href={hashtagHref(tag.name)} LinkComponent={LinkComponent} onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
        ) : type === 'accounts' ? (
          <ul className="t-search-results__list">
            {ids.map((id) => (
              <li key={id}>{renderAccount(id)}</li>
            ))}
          </ul>
        ) : (
          <div className="t-search-results__statuses">
            {ids.map((id) => (
              <div key={id} className="t-search-results__status">
                {renderStatus(id)}
              </div>
            ))}
          </div>
        )
      ) : null}
      <SearchStatus isLoading={isLoading && count === 0} failed={failed} empty={!isLoading && !failed && count === 0} onRetry={onRetry} />
      {count > 0 && hasMore ? <LoadMore onLoadMore={onLoadMore} isLoading={isLoading} /> : null}
    </div>
  );
}
