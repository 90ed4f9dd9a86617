import { useLinkComponent, type LinkingProps } from '../navigation/links';
import './SectionTabs.css';

export interface SectionTab {
  href: string;
  label: string;
}

export interface SectionTabsProps extends LinkingProps {
  /** What the tabs are of (the navigation landmark's name). */
  label: string;
  tabs: readonly SectionTab[];
  /** The href of the tab shown. */
  current: string;
}

/** A screen's sections as tabs, each a route: a profile's, the search results', explore's. */
export function SectionTabs({ label, tabs, current, LinkComponent: linkOverride, onNavigate }: SectionTabsProps) {
  const LinkComponent = useLinkComponent({ LinkComponent: linkOverride, onNavigate });
  return (
    <nav className="t-section-tabs" aria-label={label}>
      {tabs.map((tab) => (
        <LinkComponent
          key={tab.href}
          to={tab.href}
          className={tab.href === current ? 't-section-tabs__tab is-current' : 't-section-tabs__tab'}
          aria-current={tab.href === current ? 'page' : undefined}
        >
          {tab.label}
        </LinkComponent>
      ))}
    </nav>
  );
}
