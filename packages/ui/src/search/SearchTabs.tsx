import type { MessageId } from '../i18n/catalogue';
import { useT } from '../i18n/locale-context';
import { SectionTabs } from '../common/SectionTabs';
import type { LinkingProps } from '../navigation/links';

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
export function SearchTabs({ active, hrefFor, LinkComponent, onNavigate }: SearchTabsProps) {
  const t = useT();
  const tabs = TABS.map(({ tab, label }) => ({ href: hrefFor(tab), label: t(label) }));
  return <SectionTabs label={t('search.tabs')} tabs={tabs} current={hrefFor(active)} LinkComponent={LinkComponent} onNavigate={onNavigate} />;
}
