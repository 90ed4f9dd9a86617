import type { MessageId } from '../i18n/catalogue';
import { useT } from '../i18n/locale-context';
import { SectionTabs } from '../common/SectionTabs';
import type { LinkingProps } from '../navigation/links';

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
export function AccountTabs({ accountId, active, LinkComponent, onNavigate, hrefFor = accountPath }: AccountTabsProps) {
  const t = useT();
  const tabs = TABS.map(({ tab, label }) => ({ href: hrefFor(accountId, tab), label: t(label) }));
  return <SectionTabs label={t('account.tabs.label')} tabs={tabs} current={hrefFor(accountId, active)} LinkComponent={LinkComponent} onNavigate={onNavigate} />;
}
