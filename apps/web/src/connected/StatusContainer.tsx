import { selectAutoPlayGif, selectStatus, timelineFilterContext } from '@trumpet/core';
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
  /** One of a profile's pinned statuses, marked as such. */
  featured?: boolean;
}

/** A status of the store in the ui's Status, with every callback wired. */
export function StatusContainer({ id, timeline, showThread = false, filterContext, featured = false }: StatusContainerProps) {
  const status = useAppSelector(useCallback((state) => selectStatus(state, id), [id]));
  const meta = useAppSelector(selectMeta);
  const autoPlayGif = useAppSelector(selectAutoPlayGif);
  const callbacks = useStatusCallbacks();
  const poll = usePoll((status?.reblog ?? status)?.poll ?? null);
  if (!status) return null;
  return (
    <Status
      status={status}
      me={meta.me}
      displayMedia={meta.display_media}
      autoPlayGif={autoPlayGif}
      poll={poll}
      filterContext={filterContext ?? (timeline ? timelineFilterContext(timeline) : undefined)}
      showThread={showThread}
      featured={featured}
      {...callbacks}
    />
  );
}
