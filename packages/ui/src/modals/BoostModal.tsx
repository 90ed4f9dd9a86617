import { useCallback, useEffect, useRef } from 'react';
import type { NavigateHandler } from '../common/AppLink';
import { Button } from '../common/Button';
import { Modal } from '../common/Modal';
import { useRichT, useT } from '../i18n/locale-context';
import { BoostIcon } from '../icons';
import { StatusPreview, shownStatus, type PreviewStatus } from './StatusPreview';
import './BoostModal.css';

export interface BoostModalProps {
  /** The status the boost button was pressed on (a boost shows the boosted status). */
  status: PreviewStatus;
  /** Boost, or unboost when the status is already boosted; the modal closes first. */
  onConfirm: (statusId: string) => void;
  onClose: () => void;
  /** The author link goes to /accounts/{id} and the time to /statuses/{id}; the modal closes first. */
  onNavigate?: NavigateHandler;
  isOpen?: boolean;
}

/**
 * SPEC §2 "Boost modal: shows the status and a Boost button, with the hint 'You can press {combo} to
 * skip this next time' (Shift plus the boost icon)."
 */
export function BoostModal({ status, onConfirm, onClose, onNavigate, isOpen = true }: BoostModalProps) {
  const t = useT();
  const rich = useRichT();
  const shown = shownStatus(status);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const label = shown.reblogged ? t('status.menu.unboost') : t('status.boost');

  useEffect(() => {
    if (isOpen) buttonRef.current?.focus();
  }, [isOpen]);

  const navigate = useCallback(
    (path: string) => {
      onClose();
      onNavigate?.(path);
    },
    [onClose, onNavigate],
  );
  const confirm = useCallback(() => {
    onClose();
    onConfirm(shown.id);
  }, [onClose, onConfirm, shown.id]);

  return (
    <Modal isOpen={isOpen} onClose={onClose} label={label} className="t-boost-modal">
      <div className="t-boost-modal__status">
        <StatusPreview status={status} onNavigate={onNavigate ? navigate : undefined} />
      </div>
      <div className="t-boost-modal__footer">
        <p className="t-boost-modal__hint">
          {rich('modals.boost.hint', {
            combo: (
              <span className="t-boost-modal__combo">
                <kbd>{t('modals.boost.shift')}</kbd> + <BoostIcon size={16} title={t('status.boost')} />
              </span>
            ),
          })}
        </p>
        <Button ref={buttonRef} variant="primary" onPress={confirm}>
          <BoostIcon size={16} />
          {label}
        </Button>
      </div>
    </Modal>
  );
}
