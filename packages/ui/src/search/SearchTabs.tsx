import type { MessageId } from '../i18n/catalogue';
import { useT } from '../i18n/locale-context';
import { useLinkComponent, type LinkingProps } from '../navigation/links';
import './SearchResults.css';

/** The full results screen's tabs: everything, or one kind (GET /api/v2/search `type`). */
export type SearchTab = 'all' | 'accounts' | 'hashtags' | 'statuses';

const TABS: readonly { tab: SearchTab; label: MessageId }[] = [
  { tab: 'all', label: 'search.tab.all' },
  { tab: 'accounts', label: 'search.tab.accounts' },
  { tab: 'hashtags', label: 'search.tab.hashtags' },
  { tab: 'statuses', label: 'search.tab.statuses' },
];

export interface SearchTabsProps extends LinkingProps {
  active: SearchTab;
  hrefFor: (tab: SearchTab) => string;
}

/** The tabs as links: each is the same route with another `type`. */
export function SearchTabs({ active, hrefFor, LinkComponent: linkOverride, onNavigate }: SearchTabsProps) {
  const t = useT();
  const LinkComponent = useLinkComponent({ LinkComponent: linkOverride, onNavigate });
  return (
    <nav className="t-search-tabs" aria-label={t('search.tabs')}>
      {TABS.map(({ tab, label }) => (
        <LinkComponent
          key={tab}
          to={hrefFor(tab)}
          className={tab === active ? 't-search-tabs__tab is-current' : 't-search-tabs__tab'}
          aria-current={tab === active ? 'page' : undefined}
        >
          {t(label)}
        </LinkComponent>
      ))}
    </nav>
  );
}
