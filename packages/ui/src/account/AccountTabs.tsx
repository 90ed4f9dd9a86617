import type { MessageId } from '../i18n/catalogue';
import { useT } from '../i18n/locale-context';
import { useLinkComponent, type LinkingProps } from '../navigation/links';
import './AccountTabs.css';

export type AccountTab = 'statuses' | 'with_replies' | 'media' | 'following' | 'followers';

/** SPEC §2 profile routes: /accounts/{id} and its /with_replies, /media, /following, /followers tabs. */
export function accountPath(accountId: string, tab: AccountTab = 'statuses'): string {
  return tab === 'statuses' ? `/accounts/${accountId}` : `/accounts/${accountId}/${tab}`;
}

const TABS: readonly { tab: AccountTab; label: MessageId }[] = [
  { tab: 'statuses', label: 'account.tabs.statuses' },
  { tab: 'with_replies', label: 'account.tabs.with_replies' },
  { tab: 'media', label: 'account.tabs.media' },
  { tab: 'following', label: 'account.tabs.following' },
  { tab: 'followers', label: 'account.tabs.followers' },
];

export interface AccountTabsProps extends LinkingProps {
  accountId: string;
  active: AccountTab;
  hrefFor?: (accountId: string, tab: AccountTab) => string;
}

/** The profile's tabs, as links (each tab is a route). */
export function AccountTabs({ accountId, active, LinkComponent: linkOverride, onNavigate, hrefFor = accountPath }: AccountTabsProps) {
  const t = useT();
  const LinkComponent = useLinkComponent({ LinkComponent: linkOverride, onNavigate });
  return (
    <nav className="t-account-tabs" aria-label={t('account.tabs.label')}>
      {TABS.map(({ tab, label }) => (
        <LinkComponent
          key={tab}
          to={hrefFor(accountId, tab)}
          className={tab === active ? 't-account-tabs__tab is-current' : 't-account-tabs__tab'}
          aria-current={tab === active ? 'page' : undefined}
        >
          {t(label)}
        </LinkComponent>
      ))}
    </nav>
  );
}
