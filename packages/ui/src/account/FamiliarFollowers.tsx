import { escapeHtml, formatCount } from '@trumpet/core/text';
import type { ReactElement } from 'react';
import { Avatar } from '../common/Avatar';
import { SafeHtml } from '../common/SafeHtml';
import { useLocale, useRichT } from '../i18n/locale-context';
import { useLinkComponent, type LinkingProps } from '../navigation/links';
import type { ListAccount } from './AccountListItem';
import './FamiliarFollowers.css';

export interface FamiliarFollowersProps extends LinkingProps {
  /** The accounts the user follows that follow this one. */
  accounts: readonly ListAccount[];
  accountHref?: (accountId: string) => string;
}

const AVATARS = 3;
const defaultHref = (id: string): string => `/accounts/${id}`;

/** "Followed by Alice, Bob and 3 others you follow", with their avatars, on another person's profile. */
export function FamiliarFollowers({ accounts, accountHref = defaultHref, LinkComponent: linkOverride, onNavigate }: FamiliarFollowersProps) {
  const rich = useRichT();
  const locale = useLocale();
  const LinkComponent = useLinkComponent({ LinkComponent: linkOverride, onNavigate });
  const [first, second] = accounts;
  if (!first) return null;
  const name = (account: ListAccount): ReactElement => (
    <LinkComponent key={account.id} to={accountHref(account.id)} className="t-familiar__name">
      <bdi dir="auto">
        <SafeHtml as="span" html={account.display_name_html.trim() === '' ? escapeHtml(account.username) : account.display_name_html} />
      </bdi>
    </LinkComponent>
  );
  const others = accounts.length - 2;
  const text = !second
    ? rich('account.familiar.one', { a: name(first) })
    : others <= 0
      ? rich('account.familiar.two', { a: name(first), b: name(second) })
      : rich('account.familiar.more', { a: name(first), b: name(second), count: others, n: formatCount(others, locale) });
  return (
    <div className="t-familiar">
      {/* Beside the linked names, so not links themselves: overlapping, they would be targets too small to hit (WCAG 2.5.8). */}
      <span className="t-familiar__avatars" aria-hidden="true">
        {accounts.slice(0, AVATARS).map((account) => (
          <span key={account.id} className="t-familiar__avatar" title={`@${account.acct}`}>
            <Avatar src={account.avatar} size={24} />
          </span>
        ))}
      </span>
      <p className="t-familiar__text">{text}</p>
    </div>
  );
}
