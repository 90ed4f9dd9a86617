import { Button, CloseIcon, IconButton, RefreshIcon, useT } from '@trumpet/ui';
import './UpdatePrompt.css';

export interface UpdatePromptProps {
  onReload: () => void;
  onDismiss: () => void;
}

/** "A new version of Trumpet is available": the waiting service worker takes over only on Reload. */
export default function UpdatePrompt({ onReload, onDismiss }: UpdatePromptProps) {
  const t = useT();
  return (
    <div className="w-update-prompt" role="status">
      <RefreshIcon className="w-update-prompt__icon" />
      <span className="w-update-prompt__message">{t('app.update.available')}</span>
      <Button variant="primary" size="s" onPress={onReload}>
        {t('app.update.reload')}
      </Button>
      <IconButton icon={CloseIcon} label={t('common.dismiss')} iconSize={18} onPress={onDismiss} />
    </div>
  );
}
