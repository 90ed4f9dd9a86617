import { selectStatus } from '@trumpet/core';
import { BoostModal } from '@trumpet/ui/modals';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../store/StoreProvider';
import type { ModalComponentProps } from './ModalRoot';

/** SPEC §2 Boost modal over the status from the store. */
export default function BoostModalContainer({ request, onClose }: ModalComponentProps<'BOOST'>) {
  const status = useAppSelector(useCallback((state) => selectStatus(state, request.statusId), [request.statusId]));
  const navigate = useNavigate();
  if (!status) return null;
  return <BoostModal status={status} onConfirm={request.onBoost} onClose={onClose} onNavigate={(path) => void navigate(path)} />;
}
