import { selectSearchResults, submitSearch } from '@trumpet/core';
import { SearchResults } from '@trumpet/ui';
import { RouterLink } from '../layout/RouterLink';
import { useAppSelector } from '../store/StoreProvider';
import { renderAccount, renderStatus } from './renderers';
import { hashtagPath, searchPath } from './search-paths';
import { useSearchDispatch } from './useSearchDispatch';

/** The submitted query's results beside the columns, in place of the navigation (SPEC §4), each kind with "See all". */
export default function SearchResultsPanel() {
  const { query, results, isLoading, failed } = useAppSelector(selectSearchResults);
  const send = useSearchDispatch();
  return (
    <div className="w-search-panel">
      <SearchResults
        query={query}
        results={results}
        isLoading={isLoading}
        failed={failed}
        onRetry={() => send(submitSearch({ q: query }))}
        renderAccount={renderAccount}
        renderStatus={renderStatus}
        hashtagHref={hashtagPath}
        seeAllHref={(tab) => searchPath(query, tab)}
        LinkComponent={RouterLink}
      />
    </div>
  );
}
