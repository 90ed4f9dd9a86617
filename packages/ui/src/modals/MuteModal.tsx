import { useCallback, useState } from 'react';
import { Button } from '../common/Button';
import { Modal } from '../common/Modal';
import { SettingToggle } from '../column/SettingToggle';
import { useRichT, useT } from '../i18n/locale-context';
import './MuteModal.css';

export interface ModalAccount {
  /** 'user' or 'user@domain'; shown as '@acct' like Mastodon's confirmations. */
  acct: string;
}

export interface MuteModalProps {
  account: ModalAccount;
  /** Mute, hiding the account's notifications too unless the toggle was turned off. */
  onConfirm: (options: { notifications: boolean }) => void;
  onClose: () => void;
  isOpen?: boolean;
}

/** Mastodon's mute dialog (SPEC §4 "The mute dialog defaults to notifications muted"). */
export function MuteModal({ account, onConfirm, onClose, isOpen = true }: MuteModalProps) {
  const t = useT();
  const rich = useRichT();
  const [notifications, setNotifications] = useState(true);
  const confirm = useCallback(() => {
    onClose();
    onConfirm({ notifications });
  }, [onClose, onConfirm, notifications]);
  return (
    <Modal isOpen={isOpen} onClose={onClose} label={t('modals.mute.confirm')} className="t-modal--confirm t-mute-modal">
      <p className="t-confirm__message">
        {rich('modals.mute.message', { name: <strong>@{account.acct}</strong> })}
      </p>
      <div className="t-mute-modal__toggle">
        <SettingToggle label={t('modals.mute.hide_notifications')} checked={notifications} onChange={setNotifications} />
      </div>
      <div className="t-confirm__actions">
        <Button variant="plain" onPress={onClose}>
          {t('common.cancel')}
        </Button>
        <Button variant="danger" onPress={confirm}>
          {t('modals.mute.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
