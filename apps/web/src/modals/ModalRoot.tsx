import { ModalPlaceholder } from '@trumpet/ui';
import { lazyChunk } from '../routing/lazyScreen';
import { WithDeferredFeatures } from '../store/deferred-features';
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
const ReportModal = lazyChunk<ModalComponentProps<'REPORT'>>('report-modal', () => import('./ReportContainer'), placeholder);
const ListAdder = lazyChunk<ModalComponentProps<'LIST_ADDER'>>('list-adder', () => import('./ListAdderContainer'), placeholder);
const ListEditor = lazyChunk<ModalComponentProps<'LIST_EDITOR'>>('list-editor', () => import('./ListEditorContainer'), placeholder);
const StatusHistory = lazyChunk<ModalComponentProps<'HISTORY'>>('history-modal', () => import('./StatusHistoryContainer'), placeholder);

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
    case 'REPORT':
      return (
        <WithDeferredFeatures fallback={placeholder}>
          <ReportModal request={modal} onClose={closeModal} />
        </WithDeferredFeatures>
      );
    case 'LIST_ADDER':
      return (
        <WithDeferredFeatures fallback={placeholder}>
          <ListAdder request={modal} onClose={closeModal} />
        </WithDeferredFeatures>
      );
    case 'LIST_EDITOR':
      return (
        <WithDeferredFeatures fallback={placeholder}>
          <ListEditor request={modal} onClose={closeModal} />
        </WithDeferredFeatures>
      );
    case 'HISTORY':
      return (
        <WithDeferredFeatures fallback={placeholder}>
          <StatusHistory request={modal} onClose={closeModal} />
        </WithDeferredFeatures>
      );
    default:
      return null;
  }
}
