import { ConfirmModal } from '@trumpet/ui';
import { BlockModal, DeleteConfirm, DomainBlockConfirm, UnfollowConfirm } from '@trumpet/ui/modals';
import type { ModalComponentProps } from './ModalRoot';

/** The confirmations of SPEC §4 and §8: delete, block, unfollow, blocking a whole domain, and any other (CONFIRM). */
export default function ConfirmationContainer({ request, onClose }: ModalComponentProps<'DELETE' | 'BLOCK' | 'UNFOLLOW' | 'DOMAIN_BLOCK' | 'CONFIRM'>) {
  switch (request.type) {
    case 'DELETE':
      return <DeleteConfirm redraft={request.redraft} onConfirm={request.onConfirm} onClose={onClose} />;
    case 'BLOCK':
      return (
        <BlockModal account={{ acct: request.acct }} onConfirm={request.onConfirm} onBlockAndReport={request.onBlockAndReport} onClose={onClose} />
      );
    case 'UNFOLLOW':
      return <UnfollowConfirm account={{ acct: request.acct }} onConfirm={request.onConfirm} onClose={onClose} />;
    case 'DOMAIN_BLOCK':
      return <DomainBlockConfirm domain={request.domain} onConfirm={request.onConfirm} onClose={onClose} />;
    case 'CONFIRM':
      return (
        <ConfirmModal
          isOpen
          message={request.message}
          confirm={request.confirm}
          onConfirm={request.onConfirm}
          onClose={onClose}
          secondary={request.secondary}
          onSecondary={request.onSecondary}
          danger={request.danger}
        />
      );
  }
}
