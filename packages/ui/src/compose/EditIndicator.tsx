import { memo } from 'react';
import { IconButton } from '../common/Button';
import { useT } from '../i18n/locale-context';
import { CloseIcon, EditIcon } from '../icons';
import './ComposeIndicator.css';

export interface EditIndicatorProps {
  /** Without it there is no Cancel button. */
  onCancel?: () => void;
}

/** Above the text while editing a posted status: what is going on, and Cancel. */
export const EditIndicator = memo(function EditIndicator({ onCancel }: EditIndicatorProps) {
  const t = useT();
  return (
    <div className="t-compose-indicator t-compose-indicator--line t-edit-indicator" role="group" aria-label={t('compose.edit.label')}>
      <EditIcon size={14} className="t-compose-indicator__icon" />
      <span className="t-compose-indicator__text">{t('compose.edit.label')}</span>
      {onCancel ? <IconButton icon={CloseIcon} iconSize={16} label={t('compose.edit.cancel')} className="t-compose-indicator__close" onPress={onCancel} /> : null}
    </div>
  );
});
