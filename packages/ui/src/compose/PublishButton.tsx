import { memo } from 'react';
import { Button } from '../common/Button';
import { useT } from '../i18n/locale-context';
import { LockIcon } from '../icons';
import type { Privacy } from './compose-types';

export interface PublishButtonProps {
  privacy: Privacy;
  isDisabled?: boolean;
  /** Editing a posted status: the button saves the changes. */
  editing?: boolean;
  /** The draft is scheduled: the button schedules it. */
  scheduled?: boolean;
  onPress: () => void;
}

/** SPEC §2: 'Toot', with an exclamation mark for public and a lock icon for private or direct; 'Save changes' when editing. */
export const PublishButton = memo(function PublishButton({ privacy, isDisabled, editing = false, scheduled = false, onPress }: PublishButtonProps) {
  const t = useT();
  const locked = privacy === 'private' || privacy === 'direct';
  return (
    <Button variant="primary" className="t-compose__publish" isDisabled={isDisabled} onPress={onPress}>
      {locked && !editing ? <LockIcon size={14} /> : null}
      {editing ? t('compose.edit.save') : scheduled ? t('compose.schedule.submit') : privacy === 'public' ? t('compose.publish_public') : t('compose.publish')}
    </Button>
  );
});
