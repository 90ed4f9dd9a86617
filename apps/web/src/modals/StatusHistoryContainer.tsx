import { fetchStatusHistory, selectStatusHistory, statusHistoryClosed } from '@trumpet/core';
import { StatusHistoryModal } from '@trumpet/ui/modals';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../store/StoreProvider';
import type { ModalComponentProps } from './ModalRoot';

/** The edit history of a status (GET /api/v1/statuses/:id/history), newest first. */
export default function StatusHistoryContainer({ request, onClose }: ModalComponentProps<'HISTORY'>) {
  const { statusId } = request;
  const dispatch = useAppDispatch();
  const history = useAppSelector(selectStatusHistory);
  useEffect(() => {
    dispatch(fetchStatusHistory.request({ statusId }));
    return () => {
      dispatch(statusHistoryClosed());
    };
  }, [dispatch, statusId]);
  const current = history.statusId === statusId;
  return (
    <StatusHistoryModal
      versions={current ? history.items : []}
      isLoading={!current || history.isLoading}
      failed={current && history.error !== null}
      onClose={onClose}
    />
  );
}
