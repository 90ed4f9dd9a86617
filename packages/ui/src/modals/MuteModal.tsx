import { useCallback, useState } from 'react';
import { Button } from '../common/Button';
import { Modal } from '../common/Modal';
import { SettingToggle } from '../column/SettingToggle';
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
  const [notifications, setNotifications] = useState(true);
  const confirm = useCallback(() => {
    onClose();
    onConfirm({ notifications });
  }, [onClose, onConfirm, notifications]);
  return (
    <Modal isOpen={isOpen} onClose={onClose} label="Mute" className="t-modal--confirm t-mute-modal">
      <p className="t-confirm__message">
        Are you sure you want to mute <strong>@{account.acct}</strong>?
      </p>
      <div className="t-mute-modal__toggle">
        <SettingToggle label="Hide notifications from this user?" checked={notifications} onChange={setNotifications} />
      </div>
      <div className="t-confirm__actions">
        <Button variant="plain" onPress={onClose}>
          Cancel
        </Button>
        <Button variant="danger" onPress={confirm}>
          Mute
        </Button>
      </div>
    </Modal>
  );
}
