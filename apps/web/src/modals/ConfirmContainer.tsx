import { ConfirmModal } from '@trumpet/ui';
import type { ModalComponentProps } from './ModalRoot';

/** A generic confirmation (message, Cancel, confirm button), loaded lazily with the other modals. */
export default function ConfirmContainer({ request, onClose }: ModalComponentProps<'CONFIRM'>) {
  return <ConfirmModal isOpen message={request.message} confirm={request.confirm} onConfirm={request.onConfirm} onClose={onClose} />;
}
