import { selectAutoPlayGif, selectStatus, selectStatusFilter, timelineFilterContext, type StatusFilterVerdict } from '@trumpet/core';
import type { FilterContext } from '@trumpet/core/text';
import { Status } from '@trumpet/ui';
import { useCallback } from 'react';
import { selectMeta } from '../store/meta';
import { useAppSelector } from '../store/StoreProvider';
import { usePoll } from './polls';
import { useStatusCallbacks } from './useStatusCallbacks';

export type { FilterContext };

export interface StatusContainerProps {
  id: string;
  timeline?: string;
  showThread?: boolean;
  filterContext?: FilterContext;
  /** One of a profile's pinned statuses, marked as such. */
  featured?: boolean;
}

const UNFILTERED: StatusFilterVerdict = { action: 'show' };

/** A status of the store in the ui's Status, with every callback wired; gone when a filter hides it. */
export function StatusContainer({ id, timeline, showThread = false, filterContext, featured = false }: StatusContainerProps) {
  const status = useAppSelector(useCallback((state) => selectStatus(state, id), [id]));
  const context = filterContext ?? (timeline ? timelineFilterContext(timeline) : undefined);
  const filter = useAppSelector(useCallback((state) => (context ? selectStatusFilter(state, id, context) : UNFILTERED), [id, context]));
  const shown = status?.reblog ?? status;
  const quotedId = shown?.quote?.state === 'accepted' ? shown.quote.quoted_status_id : null;
  const quoteFilter = useAppSelector(useCallback((state) => (context && quotedId ? selectStatusFilter(state, quotedId, context) : UNFILTERED), [quotedId, context]));
  const meta = useAppSelector(selectMeta);
  const autoPlayGif = useAppSelector(selectAutoPlayGif);
  const callbacks = useStatusCallbacks();
  const poll = usePoll((status?.reblog ?? status)?.poll ?? null);
  if (!status || filter.action === 'hide') return null;
  return (
    <Status
      status={status}
      me={meta.me}
      displayMedia={meta.display_media}
      autoPlayGif={autoPlayGif}
      poll={poll}
      filter={filter}
      quoteFilter={quoteFilter}
      showThread={showThread}
      featured={featured}
      {...callbacks}
    />
  );
}
