import { Button } from '../common/Button';
import type { AccountActionKind, FollowButtonState } from './relationship';
import { useT } from '../i18n/locale-context';

export interface FollowButtonProps {
  state: FollowButtonState;
  /** blocked_by: the button shows but cannot be used (SPEC §4). */
  blockedBy?: boolean;
  onAction: (kind: AccountActionKind) => void;
  /** Where 'Edit profile' goes (a server-rendered page). */
  editProfileHref?: string;
  size?: 'm' | 's';
}

/** The follow button of SPEC §4 Relationship UI. */
export function FollowButton({ state, blockedBy = false, onAction, editProfileHref = '/settings/profile', size = 'm' }: FollowButtonProps) {
  const t = useT();
  switch (state) {
    case 'none':
      return null;
    case 'edit_profile':
      return (
        <a className={`t-button t-button--secondary t-button--${size} t-follow-button`} href={editProfileHref}>
          {t('account.follow.edit_profile')}
        </a>
      );
    case 'requested':
      return (
        <span title={t('account.follow.requested_title')} className="t-follow-button__wrap">
          <Button variant="secondary" size={size} className="t-follow-button" onPress={() => onAction('cancel_request')}>
            {t('account.follow.requested')}
          </Button>
        </span>
      );
    case 'unblock':
      return (
        <Button variant="danger" size={size} className="t-follow-button" onPress={() => onAction('unblock')}>
          {t('account.follow.unblock')}
        </Button>
      );
    case 'unfollow':
      return (
        <Button variant="secondary" size={size} className="t-follow-button t-follow-button--following" onPress={() => onAction('unfollow')}>
          {t('account.follow.unfollow')}
        </Button>
      );
    case 'follow':
      return (
        <Button variant="primary" size={size} className="t-follow-button" isDisabled={blockedBy} onPress={() => onAction('follow')}>
          {t('account.follow.follow')}
        </Button>
      );
  }
}
