import { fetchSearchPage, searchChanged, selectSearchPage, selectSearchResults, selectSearchValue, submitSearch, type SearchType } from '@trumpet/core';
import { SearchIcon, SearchResultList, SearchResults, SearchTabs, useT } from '@trumpet/ui';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useLayout } from '../layout/LayoutContext';
import { RouterLink } from '../layout/RouterLink';
import { ScreenColumn } from '../layout/ScreenColumn';
import type { ScreenProps } from '../routing/screens';
import { renderAccount, renderStatus } from '../search/renderers';
import { SearchBar } from '../search/SearchBar';
import { hashtagPath, searchPath, searchTabOf } from '../search/search-paths';
import { useSearchDispatch } from '../search/useSearchDispatch';
import { useAppSelector } from '../store/StoreProvider';

/** /search?q=…&type=…: every kind of result, or one kind page by page (GET /api/v2/search with offset). */
export default function Search({ column }: ScreenProps) {
  const t = useT();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const tab = searchTabOf(params.get('type'));
  const { mobile } = useLayout();
  useQueryInField(q);
  return (
    <ScreenColumn title={t('search.label')} icon={SearchIcon} column={column}>
      {/* Beside the columns the field is in the sidebar; a phone has it here. */}
      {mobile ? <SearchBar className="w-search-screen__field" autoFocus={q === ''} /> : null}
      {q === '' ? (
        <p className="w-search-screen__prompt">{t('search.prompt')}</p>
      ) : (
        <>
          <SearchTabs active={tab} hrefFor={(next) => searchPath(q, next)} LinkComponent={RouterLink} />
          {tab === 'all' ? <AllResults q={q} /> : <ResultsOfType key={`${tab}:${q}`} q={q} type={tab} />}
        </>
      )}
    </ScreenColumn>
  );
}

/** The field shows the query the screen was opened with (a link, a reload), so it can be changed there. */
function useQueryInField(q: string): void {
  const send = useSearchDispatch();
  const value = useAppSelector(selectSearchValue);
  const latest = useRef(value);
  latest.current = value;
  useEffect(() => {
    if (q !== '' && latest.current.trim() !== q) send(searchChanged({ value: q }));
  }, [q, send]);
}

function AllResults({ q }: { q: string }) {
  const send = useSearchDispatch();
  const { query, results, isLoading, failed } = useAppSelector(selectSearchResults);
  useEffect(() => {
    if (query !== q) send(submitSearch({ q }));
  }, [q, query, send]);
  const current = query === q;
  return (
    <SearchResults
      query={q}
      results={current ? results : null}
      isLoading={!current || isLoading}
      failed={current && failed}
      onRetry={() => send(submitSearch({ q }))}
      renderAccount={renderAccount}
      renderStatus={renderStatus}
      hashtagHref={hashtagPath}
      seeAllHref={(next) => searchPath(q, next)}
      LinkComponent={RouterLink}
    />
  );
}

function ResultsOfType({ q, type }: { q: string; type: SearchType }) {
  const send = useSearchDispatch();
  const page = useAppSelector(selectSearchPage);
  const current = page !== null && page.q === q && page.type === type ? page : null;
  useEffect(() => {
    if (!current) send(fetchSearchPage.request({ q, type, more: false }));
  }, [current, q, type, send]);
  return (
    <SearchResultList
      type={type}
      ids={current?.ids ?? []}
      hashtags={current?.hashtags ?? []}
      isLoading={current?.isLoading ?? true}
      hasMore={current?.hasMore ?? false}
      failed={current?.error != null}
      onLoadMore={() => {
        if (current && !current.isLoading) send(fetchSearchPage.request({ q, type, more: true }));
      }}
      onRetry={() => send(fetchSearchPage.request({ q, type, more: false }))}
      renderAccount={renderAccount}
      renderStatus={renderStatus}
      hashtagHref={hashtagPath}
      LinkComponent={RouterLink}
    />
  );
}
