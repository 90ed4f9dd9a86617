import { useMemo, useRef, type ReactNode } from 'react';
import { Overlay, useDialog, useModalOverlay } from 'react-aria';
import { useT } from '../i18n/locale-context';
import { Button } from './Button';
import './Modal.css';

export interface ModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** The dialog's accessible name. */
  label: string;
  children: ReactNode;
  /** Close on a click outside the panel (default true). */
  isDismissable?: boolean;
  className?: string;
}

/**
 * A modal dialog (SPEC §2 "Escape closes modals. The modal root fades in and blocks background
 * elements."): react-aria's modal overlay hides everything else from assistive technology, contains
 * focus and prevents scrolling behind it.
 */
export function Modal({ isOpen, onClose, ...rest }: ModalProps) {
  if (!isOpen) return null;
  return <ModalPanel onClose={onClose} {...rest} />;
}

function ModalPanel({ onClose, label, children, isDismissable = true, className }: Omit<ModalProps, 'isOpen'>) {
  const ref = useRef<HTMLDivElement>(null);
  const state = useMemo(
    () => ({
      isOpen: true,
      setOpen: (open: boolean) => (open ? undefined : onClose()),
      open: () => undefined,
      close: onClose,
      toggle: onClose,
      point: null,
      setPoint: () => undefined,
    }),
    [onClose],
  );
  const { modalProps, underlayProps } = useModalOverlay({ isDismissable, isKeyboardDismissDisabled: false }, state, ref);
  return (
    <Overlay>
      <div className="t-modal-root" {...underlayProps}>
        <div {...modalProps} ref={ref} className={className ? `t-modal ${className}` : 't-modal'}>
          <Dialog label={label}>{children}</Dialog>
        </div>
      </div>
    </Overlay>
  );
}

function Dialog({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const { dialogProps } = useDialog({ 'aria-label': label }, ref);
  return (
    <div {...dialogProps} ref={ref} className="t-modal__dialog">
      {children}
    </div>
  );
}

export interface ConfirmModalProps {
  isOpen: boolean;
  message: ReactNode;
  /** The confirm button's label, e.g. 'Delete'. */
  confirm: string;
  onConfirm: () => void;
  onClose: () => void;
  /** An optional middle button (e.g. 'Redraft'). */
  secondary?: string;
  onSecondary?: () => void;
  /** Draw the confirm button as destructive (default true). */
  danger?: boolean;
}

/** SPEC §2 "Confirm modal: message, Cancel, optional secondary button, confirm button." */
export function ConfirmModal({ isOpen, message, confirm, onConfirm, onClose, secondary, onSecondary, danger = true }: ConfirmModalProps) {
  const t = useT();
  return (
    <Modal isOpen={isOpen} onClose={onClose} label={confirm} className="t-modal--confirm">
      <div className="t-confirm__message">{message}</div>
      <div className="t-confirm__actions">
        <Button variant="plain" onPress={onClose}>
          {t('common.cancel')}
        </Button>
        {secondary ? (
          <Button
            variant="secondary"
            onPress={() => {
              onClose();
              onSecondary?.();
            }}
          >
            {secondary}
          </Button>
        ) : null}
        <Button
          variant={danger ? 'danger' : 'primary'}
          onPress={() => {
            onClose();
            onConfirm();
          }}
        >
          {confirm}
        </Button>
      </div>
    </Modal>
  );
}
