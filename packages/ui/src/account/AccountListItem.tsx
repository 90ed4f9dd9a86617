import { Avatar } from '../common/Avatar';
import { Button } from '../common/Button';
import { DisplayName } from '../common/DisplayName';
import { LockIcon } from '../icons';
import { useLinkComponent, type LinkingProps } from '../navigation/links';
import { FollowButton } from './FollowButton';
import { followButtonState, type AccountActionKind, type RelationshipState } from './relationship';
import './AccountListItem.css';
import { useT } from '../i18n/locale-context';

export interface ListAccount {
  id: string;
  acct: string;
  username: string;
  display_name_html: string;
  avatar: string;
  locked?: boolean;
  bot?: boolean;
}

export interface AccountListItemProps extends LinkingProps {
  account: ListAccount;
  /** Where the row links; /accounts/{id} by default. */
  href?: string;
  /** With a relationship and onAction, the row has the follow button of SPEC §4. */
  relationship?: RelationshipState | null;
  isSelf?: boolean;
  onAction?: (kind: AccountActionKind) => void;
  /** A follow request: Authorize and Reject instead of the follow button. */
  followRequest?: { onAuthorize: (accountId: string) => void; onReject: (accountId: string) => void };
}

/** An account in a list (followers, follow requests, blocks, a follow notification). */
export function AccountListItem({
  account,
  LinkComponent: linkOverride,
  onNavigate,
  href,
  relationship,
  isSelf = false,
  onAction,
  followRequest,
}: AccountListItemProps) {
  const t = useT();
  const LinkComponent = useLinkComponent({ LinkComponent: linkOverride, onNavigate });
  const to = href ?? `/accounts/${account.id}`;
  const state = followButtonState(relationship, { isSelf, moved: false });
  return (
    <div className="t-account-item">
      <LinkComponent to={to} className="t-account-item__link">
        <Avatar src={account.avatar} size={46} />
        <span className="t-account-item__names">
          <DisplayName account={account} layout="stacked" />
        </span>
        {account.locked ? <LockIcon size={14} title={t('account.locked')} className="t-account-item__lock" /> : null}
      </LinkComponent>
      {followRequest ? (
        <span className="t-account-item__buttons">
          <Button variant="primary" size="s" onPress={() => followRequest.onAuthorize(account.id)}>
            {t('account.follow_request.authorize')}
          </Button>
          <Button variant="secondary" size="s" onPress={() => followRequest.onReject(account.id)}>
            {t('account.follow_request.reject')}
          </Button>
        </span>
      ) : onAction && state !== 'edit_profile' ? (
        <span className="t-account-item__buttons">
          <FollowButton state={state} blockedBy={relationship?.blocked_by ?? false} onAction={onAction} size="s" />
        </span>
      ) : null}
    </div>
  );
}
