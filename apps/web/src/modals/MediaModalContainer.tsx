import { selectStatus } from '@trumpet/core';
import { MediaModal } from '@trumpet/ui/media';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../store/StoreProvider';
import type { ModalComponentProps } from './ModalRoot';

/** SPEC §2 MEDIA modal over a status's attachments; 'View context' opens the thread in its place. */
export default function MediaModalContainer({ request, onClose }: ModalComponentProps<'MEDIA'>) {
  const status = useAppSelector(useCallback((state) => selectStatus(state, request.statusId), [request.statusId]));
  const navigate = useNavigate();
  const shown = status?.reblog ?? status;
  if (!shown) return null;
  return (
    <MediaModal
      media={shown.media_attachments}
      index={request.index}
      statusId={shown.id}
      playback={request.playback}
      onClose={onClose}
      onViewContext={(statusId) => {
        onClose();
        void navigate(`/statuses/${statusId}`, { replace: true });
      }}
    />
  );
}
