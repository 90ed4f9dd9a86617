import { selectSearchResultsShown } from '@trumpet/core';
import { useLocation } from 'react-router';
import { useLayout } from '../layout/LayoutContext';
import { useAppSelector } from '../store/StoreProvider';
import { SEARCH_PATH } from './search-paths';

/**
 * Whether the sidebar shows search results instead of the navigation, as Mastodon's multi-column
 * layout does; not while the results screen is open.
 */
export function useSearchResultsShown(): boolean {
  const shown = useAppSelector(selectSearchResultsShown);
  const { multiColumn } = useLayout();
  const { pathname } = useLocation();
  return multiColumn && shown && pathname !== SEARCH_PATH;
}
