import { LoadFailure, Modal } from '@trumpet/ui';
import { useState } from 'react';

/** The load-failure modal over a chunk that did not load (SPEC §2, §8). */
export default function ChunkFailureModal({ message, onRetry }: { message: string; onRetry: () => void }) {
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  return (
    <Modal isOpen={open} onClose={close} label="Something went wrong">
      <LoadFailure detail={message} onRetry={onRetry} onClose={close} />
    </Modal>
  );
}
