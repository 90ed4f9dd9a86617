import {
  getEntity,
  readSearchQuery,
  searchChanged,
  searchCleared,
  searchResolvedOpened,
  searchShown,
  selectSearchResolved,
  selectSearchSuggestions,
  selectSearchValue,
  submitSearch,
  type RootState,
  type SearchSuggestion,
} from '@trumpet/core';
import { SearchField, type SearchMenuItem } from '@trumpet/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLayout } from '../layout/LayoutContext';
import { loadDeferredFeatures } from '../store/deferred-features';
import { useAppSelector, useAppStore } from '../store/StoreProvider';
import { hashtagPath, searchPath, searchTabOf, SEARCH_PATH } from './search-paths';
import { useSearchDispatch } from './useSearchDispatch';
import './search.css';

/** The menu's entries with the accounts they show; an account no longer in the store is left out. */
function menuItems(accounts: RootState['accounts'], suggestions: readonly SearchSuggestion[]): SearchMenuItem[] {
  return suggestions.flatMap((suggestion): SearchMenuItem[] => {
    if (suggestion.kind !== 'account') return [suggestion];
    const account = getEntity(accounts, suggestion.id);
    return account ? [{ kind: 'account', account }] : [];
  });
}

const selectAccounts = (state: RootState): RootState['accounts'] => state.accounts;

/** Opens what a pasted link or a "go to" handle resolved to (SPEC §7 resolve=true), once. */
function useOpenResolved(): void {
  const resolved = useAppSelector(selectSearchResolved);
  const navigate = useNavigate();
  const send = useSearchDispatch();
  useEffect(() => {
    if (resolved === null) return;
    send(searchResolvedOpened());
    void navigate(resolved.kind === 'status' ? `/statuses/${resolved.id}` : `/accounts/${resolved.id}`);
  }, [resolved, navigate, send]);
}

/**
 * The search field wired to core's search: the instant menu as you type, Enter to search (results
 * beside the columns in the multi-column layout, else the results screen), links and handles opened.
 */
export function SearchBar({ autoFocus = false, className }: { autoFocus?: boolean; className?: string }) {
  const store = useAppStore();
  const send = useSearchDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { multiColumn } = useLayout();
  const stored = useAppSelector(selectSearchValue);
  const suggestions = useAppSelector(selectSearchSuggestions);
  const accounts = useAppSelector(selectAccounts);
  const items = useMemo(() => menuItems(accounts, suggestions), [accounts, suggestions]);
  // Typed before the search feature was loaded: shown until the store has it.
  const [early, setEarly] = useState<string | null>(null);
  const value = early ?? stored;
  useOpenResolved();

  const onChange = useCallback(
    (next: string) => {
      if (!store.hasFeature('search')) {
        setEarly(next);
        loadDeferredFeatures(store).then(
          () => setEarly(null),
          () => undefined,
        );
      }
      send(searchChanged({ value: next }));
    },
    [store, send],
  );

  const onSubmit = () => {
    const query = readSearchQuery(value);
    // SPEC §5: an empty query does nothing.
    if (query.kind === 'empty') return;
    // A link opens what it names; anything else shows results: beside the columns in the multi-column
    // layout, else (and when it is open) on the results screen.
    const onResultsScreen = pathname === SEARCH_PATH;
    if (query.kind === 'url' || (multiColumn && !onResultsScreen)) {
      send(submitSearch({ q: value }));
      return;
    }
    const tab = onResultsScreen ? searchTabOf(new URLSearchParams(search).get('type')) : 'all';
    void navigate(searchPath(query.text, tab));
  };

  const onPick = (item: SearchMenuItem) => {
    switch (item.kind) {
      case 'account':
        void navigate(`/accounts/${item.account.id}`);
        break;
      case 'hashtag':
        void navigate(hashtagPath(item.tag));
        break;
      case 'profile':
        send(submitSearch({ q: `@${item.handle}`, open: true }));
        break;
      case 'url':
        send(submitSearch({ q: item.url }));
        break;
      case 'statuses':
        void navigate(searchPath(item.q, 'statuses'));
        break;
    }
  };

  return (
    <SearchField
      className={className}
      value={value}
      items={items}
      autoFocus={autoFocus}
      onChange={onChange}
      onSubmit={onSubmit}
      onPick={onPick}
      onClear={() => {
        setEarly(null);
        send(searchCleared());
      }}
      onFocus={() => {
        loadDeferredFeatures(store).catch(() => undefined);
        send(searchShown());
      }}
    />
  );
}
