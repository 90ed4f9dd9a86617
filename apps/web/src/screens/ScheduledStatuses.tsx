import {
  cancelScheduledStatus,
  composeScheduledStatusLoaded,
  earliestSchedule,
  fetchScheduledStatuses,
  rescheduleStatus,
  selectScheduledStatuses,
} from '@trumpet/core';
import { ClockIcon, useT } from '@trumpet/ui';
import { ScheduledStatusList, type ScheduledPostView } from '@trumpet/ui/compose';
import '@trumpet/ui/compose.css';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ColumnLoading } from '../layout/ColumnLoading';
import { ScreenColumn } from '../layout/ScreenColumn';
import type { ScreenProps } from '../routing/screens';
import { WithDeferredFeatures } from '../store/deferred-features';
import { useAppDispatch, useAppSelector, useAppStore } from '../store/StoreProvider';

/** /scheduled_statuses: the user's scheduled posts, to write again, move or cancel. https://docs.joinmastodon.org/methods/scheduled_statuses/ */
export default function ScheduledStatuses({ column }: ScreenProps) {
  const t = useT();
  return (
    <ScreenColumn title={t('screens.scheduled.title')} icon={ClockIcon} column={column}>
      <WithDeferredFeatures fallback={<ColumnLoading />}>
        <Scheduled />
      </WithDeferredFeatures>
    </ScreenColumn>
  );
}

function Scheduled() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const { items, loaded, pending, error } = useAppSelector(selectScheduledStatuses);

  useEffect(() => {
    dispatch(fetchScheduledStatuses.request({}));
  }, [dispatch]);

  const views = useMemo<ScheduledPostView[]>(
    () =>
      items.map((item) => ({
        id: item.id,
        text: item.params.text,
        spoilerText: item.params.spoiler_text,
        mediaCount: item.media_attachments.length || item.params.media_ids.length,
        hasPoll: item.params.poll !== null,
        scheduledAt: item.scheduled_at,
        pending: pending.includes(item.id),
      })),
    [items, pending],
  );

  if (!loaded && error === null) return <ColumnLoading />;

  const edit = (id: string) => {
    const scheduledStatus = items.find((item) => item.id === id);
    if (!scheduledStatus) return;
    dispatch(composeScheduledStatusLoaded({ scheduledStatus }));
    // Where no composer is on screen, the composer's own screen opens (as a reply does).
    if (store.getState().compose.mounted === 0) void navigate('/statuses/new');
  };

  return (
    <ScheduledStatusList
      items={views}
      earliest={earliestSchedule(new Date())}
      onEdit={edit}
      onReschedule={(id, scheduledAt) => dispatch(rescheduleStatus.request({ id, scheduledAt }))}
      onCancel={(id) => dispatch(cancelScheduledStatus.request({ id }))}
    />
  );
}
