import { ModalPlaceholder } from '@trumpet/ui';
import { lazyChunk } from '../routing/lazyScreen';
import { useModals } from './ModalContext';
import type { ModalRequest } from './modal-types';

export interface ModalComponentProps<T extends ModalRequest['type']> {
  request: Extract<ModalRequest, { type: T }>;
  onClose: () => void;
}

// SPEC §2: modal components load lazily; ModalPlaceholder shows itself only after 200 ms (SPEC §9).
const placeholder = <ModalPlaceholder />;
const BoostModal = lazyChunk<ModalComponentProps<'BOOST'>>('boost-modal', () => import('./BoostModalContainer'), placeholder);
const MuteModal = lazyChunk<ModalComponentProps<'MUTE'>>('mute-modal', () => import('./MuteModalContainer'), placeholder);
const Confirmation = lazyChunk<ModalComponentProps<'DELETE' | 'BLOCK' | 'UNFOLLOW' | 'DOMAIN_BLOCK' | 'CONFIRM'>>(
  'confirmation-modal',
  () => import('./ConfirmationContainer'),
  placeholder,
);
const MediaModal = lazyChunk<ModalComponentProps<'MEDIA'>>('media-modal', () => import('./MediaModalContainer'), placeholder);

export function ModalRoot() {
  const { modal, closeModal } = useModals();
  switch (modal?.type) {
    case 'BOOST':
      return <BoostModal request={modal} onClose={closeModal} />;
    case 'MUTE':
      return <MuteModal request={modal} onClose={closeModal} />;
    case 'DELETE':
    case 'BLOCK':
    case 'UNFOLLOW':
    case 'DOMAIN_BLOCK':
    case 'CONFIRM':
      return <Confirmation request={modal} onClose={closeModal} />;
    case 'MEDIA':
      return <MediaModal request={modal} onClose={closeModal} />;
    default:
      return null;
  }
}
