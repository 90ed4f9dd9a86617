import { deleteList, fetchList, listTimeline, selectList, timelineStream } from '@trumpet/core';
import { Button, EditIcon, ListIcon, NotFound, SettingsSection, TrashIcon, useT } from '@trumpet/ui';
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
  const t = useT();
  const list = useAppSelector(useCallback((state) => selectList(state, id), [id]));
  useEffect(() => {
    dispatch(fetchList.request({ id }));
  }, [dispatch, id]);
  const timeline = listTimeline(id);
  const feed = useTimeline(timeline, { stream: timelineStream(timeline) });
  if (list === null) {
    return (
      <ScreenColumn title={t('screens.list.untitled')} icon={ListIcon} column={column}>
        <NotFound />
      </ScreenColumn>
    );
  }
  const name = list?.title ?? t('screens.list.untitled');
  const remove = () =>
    openModal({
      type: 'CONFIRM',
      message: t('screens.list.delete_message'),
      confirm: t('modals.confirm.delete'),
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
              <EditIcon size={16} /> {t('screens.list.edit')}
            </Button>
            <Button variant="danger" onPress={remove}>
              <TrashIcon size={16} /> {t('screens.list.delete')}
            </Button>
          </div>
        </SettingsSection>
      }
    >
      <TimelineFeed
        feed={feed}
        label={name}
        emptyMessage={t('screens.list.empty')}
      />
    </ScreenColumn>
  );
}
