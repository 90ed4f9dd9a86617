import { selectStatus } from '@trumpet/core';
import { Status, type StatusProps } from '@trumpet/ui';
import { useCallback } from 'react';
import { selectMeta } from '../store/meta';
import { useAppSelector } from '../store/StoreProvider';
import { usePoll } from './polls';
import { useStatusCallbacks } from './useStatusCallbacks';

export type FilterContext = NonNullable<StatusProps['filterContext']>;

export interface StatusContainerProps {
  id: string;
  timeline?: string;
  showThread?: boolean;
  filterContext?: FilterContext;
}

/** Where a timeline's statuses are shown, for server-side 'warn' filters. */
export function filterContextOf(timeline: string | undefined): FilterContext | undefined {
  if (!timeline) return undefined;
  if (timeline === 'home' || timeline.startsWith('list:')) return 'home';
  if (timeline.startsWith('account:')) return 'account';
  return 'public';
}

/** A status of the store in the ui's Status, with every callback wired. */
export function StatusContainer({ id, timeline, showThread = false, filterContext }: StatusContainerProps) {
  const status = useAppSelector(useCallback((state) => selectStatus(state, id), [id]));
  const meta = useAppSelector(selectMeta);
  const callbacks = useStatusCallbacks();
  const poll = usePoll((status?.reblog ?? status)?.poll ?? null);
  if (!status) return null;
  return (
    <Status
      status={status}
      me={meta.me}
      displayMedia={meta.display_media}
      poll={poll}
      filterContext={filterContext ?? filterContextOf(timeline)}
      showThread={showThread}
      {...callbacks}
    />
  );
}
