import { deleteList, fetchList, listTimeline, selectList, timelineStream } from '@trumpet/core';
import { Button, EditIcon, ListIcon, NotFound, SettingsSection, TrashIcon } from '@trumpet/ui';
import { useCallback, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { TimelineFeed } from '../connected/TimelineFeed';
import { useTimeline } from '../connected/useTimeline';
import { ColumnLoading } from '../layout/ColumnLoading';
import { ScreenColumn, usePinnedDuplicate } from '../layout/ScreenColumn';
import { WithDeferredFeatures } from '../store/deferred-features';
import { useModals } from '../modals/ModalContext';
import type { ScreenProps } from '../routing/screens';
import { useAppDispatch, useAppSelector } from '../store/StoreProvider';

export default function ListTimeline({ column }: ScreenProps) {
  const params = useParams();
  const id = column ? String(column.params.id ?? '') : (params.listId ?? '');
  const duplicate = usePinnedDuplicate({ id: 'LIST', params: { id } }, column);
  return duplicate ? null : (
    <WithDeferredFeatures fallback={<ColumnLoading />}>
      <ListColumn key={id} id={id} column={column} />
    </WithDeferredFeatures>
  );
}

/** SPEC §8: a list whose fetch answers 404 is gone (core removes its pinned column). */
function ListColumn({ id, column }: ScreenProps & { id: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { openModal } = useModals();
  const list = useAppSelector(useCallback((state) => selectList(state, id), [id]));
  useEffect(() => {
    dispatch(fetchList.request({ id }));
  }, [dispatch, id]);
  const timeline = listTimeline(id);
  const feed = useTimeline(timeline, { stream: timelineStream(timeline) });
  if (list === null) return <NotFound />;
  const name = list?.title ?? 'List';
  const remove = () =>
    openModal({
      type: 'CONFIRM',
      message: 'Are you sure you want to permanently delete this list?',
      confirm: 'Delete',
      onConfirm: () => {
        dispatch(deleteList.request({ id }));
        if (!column) void navigate('/lists');
      },
    });
  return (
    <ScreenColumn
      title={name}
      icon={ListIcon}
      column={column}
      pinnable={{ id: 'LIST', params: { id } }}
      hasUnread={feed.state.unread > 0}
      settings={
        <SettingsSection>
          <div className="w-list-actions">
            <Button variant="secondary" onPress={() => openModal({ type: 'LIST_EDITOR', listId: id })}>
              <EditIcon size={16} /> Edit list
            </Button>
            <Button variant="danger" onPress={remove}>
              <TrashIcon size={16} /> Delete list
            </Button>
          </div>
        </SettingsSection>
      }
    >
      <TimelineFeed
        feed={feed}
        label={name}
        emptyMessage="There is nothing in this list yet. When members of this list post new statuses, they will appear here."
      />
    </ScreenColumn>
  );
}
