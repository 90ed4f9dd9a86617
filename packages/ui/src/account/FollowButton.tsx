import { Button } from '../common/Button';
import type { AccountActionKind, FollowButtonState } from './relationship';

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
  switch (state) {
    case 'none':
      return null;
    case 'edit_profile':
      return (
        <a className={`t-button t-button--secondary t-button--${size} t-follow-button`} href={editProfileHref}>
          Edit profile
        </a>
      );
    case 'requested':
      return (
        <span title="Awaiting approval. Click to cancel follow request" className="t-follow-button__wrap">
          <Button variant="secondary" size={size} className="t-follow-button" onPress={() => onAction('cancel_request')}>
            Awaiting approval
          </Button>
        </span>
      );
    case 'unblock':
      return (
        <Button variant="danger" size={size} className="t-follow-button" onPress={() => onAction('unblock')}>
          Unblock
        </Button>
      );
    case 'unfollow':
      return (
        <Button variant="secondary" size={size} className="t-follow-button t-follow-button--following" onPress={() => onAction('unfollow')}>
          Unfollow
        </Button>
      );
    case 'follow':
      return (
        <Button variant="primary" size={size} className="t-follow-button" isDisabled={blockedBy} onPress={() => onAction('follow')}>
          Follow
        </Button>
      );
  }
}
