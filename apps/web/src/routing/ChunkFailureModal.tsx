import { LoadFailure, Modal, useT } from '@trumpet/ui';
import { useState } from 'react';

/** The load-failure modal over a chunk that did not load (SPEC §2, §8). */
export default function ChunkFailureModal({ message, onRetry }: { message: string; onRetry: () => void }) {
  const [open, setOpen] = useState(true);
  const t = useT();
  const close = () => setOpen(false);
  return (
    <Modal isOpen={open} onClose={close} label={t('routing.chunk_failure.title')} className="t-modal--load-failure">
      <LoadFailure detail={message} onRetry={onRetry} onClose={close} />
    </Modal>
  );
}
