import { escapeHtml } from '@trumpet/core/text';
import type { ReactNode } from 'react';
import { Avatar } from '../common/Avatar';
import { RelativeTime } from '../common/RelativeTime';
import { SafeHtml } from '../common/SafeHtml';
import type { MessageId } from '../i18n/catalogue';
import { useRichT, useT } from '../i18n/locale-context';
import { BellIcon, BoostIcon, CheckIcon, EditIcon, FavouriteIcon, QuoteIcon, UserPlusIcon, type IconComponent } from '../icons';
import { AccountListItem, type ListAccount } from '../account/AccountListItem';
import { useLinkComponent, type LinkingProps } from '../navigation/links';
import './NotificationItem.css';

export interface NotificationItemData {
  id: string;
  /** follow, follow_request, favourite, reblog, mention, poll, status, update, admin.sign_up, … */
  type: string;
  created_at: string;
  account: ListAccount | null;
  /** The status, with its author's id. */
  status: { id: string; account: string } | null;
}

export interface NotificationItemProps extends LinkingProps {
  notification: NotificationItemData;
  /** Renders a status (the status task's component); `muted` dims a status quoted under a favourite or boost. */
  renderStatus: (statusId: string, options: { muted: boolean }) => ReactNode;
  /** The signed-in account, to tell one's own poll from one voted in. */
  me?: string | null;
  accountHref?: (accountId: string) => string;
  /** A follow notification's account row (e.g. with a connected follow button); a plain row otherwise. */
  renderAccount?: (accountId: string) => ReactNode;
  onAuthorize?: (accountId: string) => void;
  onReject?: (accountId: string) => void;
}

interface Line {
  icon: IconComponent;
  tone: 'accent' | 'boost' | 'favourite';
  /** The line's message; `{name}` in it stands for the account, when `withName`. */
  message: MessageId;
  withName: boolean;
}

/** The line above a notification (Mastodon's notifications/components/notification.js, with 'post' for 'status'). */
function lineFor(type: string, ownStatus: boolean): Line | null {
  switch (type) {
    case 'favourite':
      return { icon: FavouriteIcon, tone: 'favourite', message: 'notification.favourite', withName: true };
    case 'reblog':
      return { icon: BoostIcon, tone: 'boost', message: 'notification.reblog', withName: true };
    case 'follow':
      return { icon: UserPlusIcon, tone: 'accent', message: 'notification.follow', withName: true };
    case 'follow_request':
      return { icon: UserPlusIcon, tone: 'accent', message: 'notification.follow_request', withName: true };
    case 'poll':
      return { icon: CheckIcon, tone: 'accent', message: ownStatus ? 'notification.poll_own' : 'notification.poll', withName: false };
    case 'status':
      return { icon: BellIcon, tone: 'accent', message: 'notification.status', withName: true };
    case 'update':
      return { icon: EditIcon, tone: 'accent', message: 'notification.update', withName: true };
    case 'admin.sign_up':
      return { icon: UserPlusIcon, tone: 'accent', message: 'notification.sign_up', withName: true };
    case 'quote':
      return { icon: QuoteIcon, tone: 'accent', message: 'notification.quote', withName: true };
    case 'quoted_update':
      return { icon: EditIcon, tone: 'accent', message: 'notification.quoted_update', withName: true };
    default:
      return null;
  }
}

const defaultHref = (id: string): string => `/accounts/${id}`;

/** One notification: a line saying who did what, then the status or the account it is about. */
export function NotificationItem({
  notification,
  renderStatus,
  me = null,
  LinkComponent: linkOverride,
  onNavigate,
  accountHref = defaultHref,
  renderAccount,
  onAuthorize,
  onReject,
}: NotificationItemProps) {
  const t = useT();
  const rich = useRichT();
  const LinkComponent = useLinkComponent({ LinkComponent: linkOverride, onNavigate });
  const { type, account, status } = notification;
  // A mention is the status itself.
  if (type === 'mention') {
    return status ? <div className="t-notification t-notification--mention">{renderStatus(status.id, { muted: false })}</div> : null;
  }
  const line = lineFor(type, status !== null && me !== null && status.account === me);
  if (line === null) return null;
  const Icon = line.icon;
  const aboutAccount = type === 'follow' || type === 'follow_request' || type === 'admin.sign_up';

  let body: ReactNode = null;
  if (aboutAccount && account) {
    if (type === 'follow' && renderAccount) body = renderAccount(account.id);
    else
      body = (
        <AccountListItem
          account={account}
          LinkComponent={LinkComponent}
          href={accountHref(account.id)}
          followRequest={type === 'follow_request' && onAuthorize && onReject ? { onAuthorize, onReject } : undefined}
        />
      );
  } else if (status) {
    body = renderStatus(status.id, { muted: type !== 'status' && type !== 'update' && type !== 'quote' });
  }

  return (
    <div className={`t-notification t-notification--${type.replace('.', '-')}`}>
      <div className="t-notification__line">
        <span className={`t-notification__icon t-notification__icon--${line.tone}`}>
          <Icon size={18} />
        </span>
        {line.withName && account ? (
          <span className="t-notification__text">
            {rich(line.message, {
              name: (
                <LinkComponent to={accountHref(account.id)} className="t-notification__who">
                  <Avatar src={account.avatar} size={24} />
                  <bdi className="t-notification__name">
                    <SafeHtml as="span" html={account.display_name_html.trim() === '' ? escapeHtml(account.username) : account.display_name_html} />
                  </bdi>
                </LinkComponent>
              ),
            })}
          </span>
        ) : (
          <span className="t-notification__text">{t(line.message)}</span>
        )}
        <RelativeTime date={notification.created_at} className="t-notification__time" />
      </div>
      {body ? <div className={aboutAccount ? 't-notification__account' : 't-notification__status'}>{body}</div> : null}
    </div>
  );
}

