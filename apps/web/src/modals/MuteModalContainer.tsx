import { muteAccount, selectAccount } from '@trumpet/core';
import { MuteModal } from '@trumpet/ui/modals';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../store/StoreProvider';
import type { ModalComponentProps } from './ModalRoot';

/** SPEC §2 MUTE modal: notifications muted by default (SPEC §4). */
export default function MuteModalContainer({ request, onClose }: ModalComponentProps<'MUTE'>) {
  const dispatch = useAppDispatch();
  const account = useAppSelector(useCallback((state) => selectAccount(state, request.accountId), [request.accountId]));
  if (!account) return null;
  return (
    <MuteModal
      account={account}
      onConfirm={({ notifications }) => dispatch(muteAccount.request({ id: request.accountId, notifications }))}
      onClose={onClose}
    />
  );
}
