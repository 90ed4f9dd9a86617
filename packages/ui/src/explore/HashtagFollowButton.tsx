import { IconButton } from '../common/Button';
import { CheckIcon, PlusIcon } from '../icons';
import { useT } from '../i18n/locale-context';

export interface HashtagFollowButtonProps {
  following: boolean;
  onToggle: () => void;
}

/** The hashtag timeline header's button: follow the hashtag (its posts join home), or unfollow it. */
export function HashtagFollowButton({ following, onToggle }: HashtagFollowButtonProps) {
  const t = useT();
  return (
    <IconButton
      icon={following ? CheckIcon : PlusIcon}
      label={following ? t('hashtag.unfollow') : t('hashtag.follow')}
      className={following ? 'is-active t-hashtag-follow' : 't-hashtag-follow'}
      onPress={onToggle}
    />
  );
}
