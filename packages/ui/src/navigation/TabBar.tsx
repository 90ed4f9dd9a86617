import { BellIcon, GlobeIcon, HomeIcon, MenuIcon, SearchIcon, UsersIcon, type IconComponent } from '../icons';
import { NAV_PATHS, useLinkComponent, type LinkingProps, type NavPaths } from './links';
import './TabBar.css';
import { currentHref } from './current-href';
import type { MessageId } from '../i18n/catalogue';
import { useLocale, useT } from '../i18n/locale-context';
import { badgeText } from './badge-text';

export type TabId = 'home' | 'notifications' | 'search' | 'community' | 'public' | 'menu';

export interface TabBarProps extends LinkingProps {
  currentPath?: string;
  paths?: Partial<NavPaths>;
  /** Unread counts per tab. */
  badges?: Partial<Record<TabId, number>>;
  /** Signed-out visitors see only the public timelines and the menu. */
  signedIn?: boolean;
}

interface Tab {
  id: TabId;
  label: MessageId;
  href: string;
  icon: IconComponent;
}

/** The mobile layout's tab bar (SPEC §2: mobile at 630 px or less). */
export function TabBar({ LinkComponent: linkOverride, onNavigate, currentPath, paths: overrides, badges = {}, signedIn = true }: TabBarProps) {
  const t = useT();
  const locale = useLocale();
  const LinkComponent = useLinkComponent({ LinkComponent: linkOverride, onNavigate });
  const paths: NavPaths = { ...NAV_PATHS, ...overrides };
  const tabs: Tab[] = [
    { id: 'home', label: 'tabs.home', href: paths.home, icon: HomeIcon },
    { id: 'notifications', label: 'tabs.notifications', href: paths.notifications, icon: BellIcon },
    { id: 'search', label: 'tabs.search', href: paths.search, icon: SearchIcon },
    { id: 'community', label: 'tabs.local', href: paths.community, icon: UsersIcon },
    { id: 'public', label: 'tabs.federated', href: paths.public, icon: GlobeIcon },
    { id: 'menu', label: 'tabs.menu', href: paths.gettingStarted, icon: MenuIcon },
  ];
  const shown = signedIn ? tabs : tabs.filter((tab) => tab.id !== 'home' && tab.id !== 'notifications' && tab.id !== 'search');
  const currentTab = currentHref(
    shown.map((tab) => tab.href),
    currentPath,
  );
  return (
    <nav className="t-tab-bar" aria-label={t('tabs.tabs')}>
      {shown.map(({ id, label, href, icon: Icon }) => {
        const current = href === currentTab;
        const count = badges[id] ?? 0;
        return (
          <LinkComponent
            key={id}
            to={href}
            className={current ? 't-tab-bar__tab is-current' : 't-tab-bar__tab'}
            aria-current={current ? 'page' : undefined}
            aria-label={count > 0 ? t('tabs.unread', { label: t(label), count }) : t(label)}
          >
            <span className="t-tab-bar__icon">
              <Icon size={22} />
              {count > 0 ? (
                <span className="t-tab-bar__badge" aria-hidden="true">
                  {badgeText(count, locale, t)}
                </span>
              ) : null}
            </span>
            <span className="t-tab-bar__label" aria-hidden="true">
              {t(label)}
            </span>
          </LinkComponent>
        );
      })}
    </nav>
  );
}
