import { statusesHidden, statusesRevealed } from '@trumpet/core';
import type { StatusCallbacks } from '@trumpet/ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../session/SessionContext';
import { selectMeta } from '../store/meta';
import { useAppDispatch, useAppSelector } from '../store/StoreProvider';
import { useModals } from '../modals/ModalContext';
import { usePollActions } from './polls';
import { useStatusAction } from './useStatusAction';

/** The callbacks every status component gets: actions, in-app navigation, content warnings, polls. */
export function useStatusCallbacks(): StatusCallbacks {
  const onAction = useStatusAction();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { signedIn } = useSession();
  const polls = usePollActions();
  const { openModal } = useModals();
  const isStaff = useAppSelector(selectMeta).is_staff;
  return useMemo<StatusCallbacks>(
    () => ({
      onAction,
      isStaff,
      onNavigate: (path: string) => void navigate(path),
      onOpenMedia: (statusId, index, playback) => openModal({ type: 'MEDIA', statusId, index, playback }),
      onToggleHidden: (statusId, hidden) => dispatch(hidden ? statusesHidden({ ids: [statusId] }) : statusesRevealed({ ids: [statusId] })),
      onVote: (pollId, choices) => {
        if (signedIn) polls.vote(pollId, choices);
      },
      onRefreshPoll: polls.refresh,
    }),
    [onAction, isStaff, navigate, dispatch, signedIn, openModal, polls],
  );
}
