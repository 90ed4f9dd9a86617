import type { ReactNode } from 'react';
import { Avatar } from '../common/Avatar';
import { RelativeTime } from '../common/RelativeTime';
import { SafeHtml } from '../common/SafeHtml';
import { BellIcon, BoostIcon, CheckIcon, EditIcon, FavouriteIcon, UserPlusIcon, type IconComponent } from '../icons';
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
  /** The text after the name; null for lines without a name. */
  text: string;
  withName: boolean;
}

/** The line above a notification (Mastodon's notifications/components/notification.js, with 'post' for 'status'). */
function lineFor(type: string, ownStatus: boolean): Line | null {
  switch (type) {
    case 'favourite':
      return { icon: FavouriteIcon, tone: 'favourite', text: 'favourited your post', withName: true };
    case 'reblog':
      return { icon: BoostIcon, tone: 'boost', text: 'boosted your post', withName: true };
    case 'follow':
      return { icon: UserPlusIcon, tone: 'accent', text: 'followed you', withName: true };
    case 'follow_request':
      return { icon: UserPlusIcon, tone: 'accent', text: 'has requested to follow you', withName: true };
    case 'poll':
      return { icon: CheckIcon, tone: 'accent', text: ownStatus ? 'Your poll has ended' : 'A poll you have voted in has ended', withName: false };
    case 'status':
      return { icon: BellIcon, tone: 'accent', text: 'just posted', withName: true };
    case 'update':
      return { icon: EditIcon, tone: 'accent', text: 'edited a post', withName: true };
    case 'admin.sign_up':
      return { icon: UserPlusIcon, tone: 'accent', text: 'signed up', withName: true };
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
    body = renderStatus(status.id, { muted: type !== 'status' && type !== 'update' });
  }

  return (
    <div className={`t-notification t-notification--${type.replace('.', '-')}`}>
      <div className="t-notification__line">
        <span className={`t-notification__icon t-notification__icon--${line.tone}`}>
          <Icon size={18} />
        </span>
        {line.withName && account ? (
          <span className="t-notification__text">
            <LinkComponent to={accountHref(account.id)} className="t-notification__who">
              <Avatar src={account.avatar} size={24} />
              <bdi className="t-notification__name">
                <SafeHtml as="span" html={account.display_name_html.trim() === '' ? escapeHtml(account.username) : account.display_name_html} />
              </bdi>
            </LinkComponent>{' '}
            {line.text}
          </span>
        ) : (
          <span className="t-notification__text">{line.text}</span>
        )}
        <RelativeTime date={notification.created_at} className="t-notification__time" />
      </div>
      {body ? <div className={aboutAccount ? 't-notification__account' : 't-notification__status'}>{body}</div> : null}
    </div>
  );
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

