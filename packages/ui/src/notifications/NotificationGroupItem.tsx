import { escapeHtml } from '@trumpet/core/text';
import { useId, useState, type ReactNode } from 'react';
import { AccountListItem, type ListAccount } from '../account/AccountListItem';
import { Avatar } from '../common/Avatar';
import { RelativeTime } from '../common/RelativeTime';
import { SafeHtml } from '../common/SafeHtml';
import type { MessageId } from '../i18n/catalogue';
import { useRichT, useT } from '../i18n/locale-context';
import { BoostIcon, FavouriteIcon, UserPlusIcon, type IconComponent } from '../icons';
import { useLinkComponent, type LinkingProps } from '../navigation/links';
import './NotificationItem.css';
import './NotificationGroupItem.css';

export interface NotificationGroupData {
  /** favourite, reblog, follow or admin.sign_up. */
  type: string;
  /** How many notifications the group holds (more than its accounts when the server sent a sample). */
  count: number;
  /** The group's accounts, newest first. */
  accounts: ListAccount[];
  /** The status, with its author's id. */
  status: { id: string; account: string } | null;
  /** When the newest notification came. */
  created_at: string;
}

export interface NotificationGroupItemProps extends LinkingProps {
  group: NotificationGroupData;
  renderStatus: (statusId: string, options: { muted: boolean }) => ReactNode;
  accountHref?: (accountId: string) => string;
  /** An account row of the expanded list (e.g. with a connected follow button); a plain row otherwise. */
  renderAccount?: (accountId: string) => ReactNode;
  /** The list opens while it holds fewer accounts than the group has: the rest can be asked for. */
  onExpand?: () => void;
}

/** How many avatars the row shows before "and N others" says the rest. */
export const GROUP_AVATARS = 5;

const LINES: Record<string, { icon: IconComponent; tone: 'accent' | 'boost' | 'favourite'; message: MessageId }> = {
  favourite: { icon: FavouriteIcon, tone: 'favourite', message: 'notification.group.favourite' },
  reblog: { icon: BoostIcon, tone: 'boost', message: 'notification.group.reblog' },
  follow: { icon: UserPlusIcon, tone: 'accent', message: 'notification.group.follow' },
  'admin.sign_up': { icon: UserPlusIcon, tone: 'accent', message: 'notification.group.sign_up' },
};

const defaultHref = (id: string): string => `/accounts/${id}`;

/**
 * Several notifications of one kind folded together (Mastodon 4.3's grouped notifications): their
 * avatars, "Alice and 4 others favourited your post", the post, and a button that lists the accounts.
 */
export function NotificationGroupItem({
  group,
  renderStatus,
  accountHref = defaultHref,
  renderAccount,
  onExpand,
  LinkComponent: linkOverride,
  onNavigate,
}: NotificationGroupItemProps) {
  const t = useT();
  const rich = useRichT();
  const LinkComponent = useLinkComponent({ LinkComponent: linkOverride, onNavigate });
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const line = LINES[group.type];
  const [newest] = group.accounts;
  if (!line || !newest) return null;
  const Icon = line.icon;

  return (
    <div className={`t-notification t-notification--group t-notification--${group.type.replace('.', '-')}${group.status ? '' : ' t-notification--no-status'}`}>
      <div className="t-notification__line">
        <span className={`t-notification__icon t-notification__icon--${line.tone}`}>
          <Icon size={18} />
        </span>
        <div className="t-notification__group">
          <div className="t-notification__avatars">
            {group.accounts.slice(0, GROUP_AVATARS).map((account) => (
              <LinkComponent key={account.id} to={accountHref(account.id)} className="t-notification__avatar" aria-label={`@${account.acct}`}>
                <Avatar src={account.avatar} size={28} />
              </LinkComponent>
            ))}
            <button
              type="button"
              className="t-notification__expand"
              aria-expanded={expanded}
              aria-controls={expanded ? listId : undefined}
              onClick={() => {
                if (!expanded && group.accounts.length < group.count) onExpand?.();
                setExpanded(!expanded);
              }}
            >
              {t(expanded ? 'notification.group.hide_accounts' : 'notification.group.show_accounts')}
            </button>
          </div>
          <span className="t-notification__text">
            {rich(line.message, {
              name: (
                <LinkComponent to={accountHref(newest.id)} className="t-notification__who">
                  <bdi className="t-notification__name">
                    <SafeHtml as="span" html={newest.display_name_html.trim() === '' ? escapeHtml(newest.username) : newest.display_name_html} />
                  </bdi>
                </LinkComponent>
              ),
              count: group.count - 1,
            })}
          </span>
        </div>
        <RelativeTime date={group.created_at} className="t-notification__time" />
      </div>
      {expanded ? (
        <ul id={listId} className="t-notification__accounts">
          {group.accounts.map((account) => (
            <li key={account.id}>
              {renderAccount ? renderAccount(account.id) : <AccountListItem account={account} LinkComponent={LinkComponent} href={accountHref(account.id)} />}
            </li>
          ))}
        </ul>
      ) : null}
      {group.status ? <div className="t-notification__status">{renderStatus(group.status.id, { muted: true })}</div> : null}
    </div>
  );
}
