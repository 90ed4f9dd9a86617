import { fetchContext, fetchStatus, screenClosed, screenOpened, selectAncestorIds, selectDescendantIds, selectLoadingBar, selectStatus, selectAutoPlayGif, selectStatusFilter } from '@trumpet/core';
import { NotFound, StatusDetail as DetailedStatus, ThreadIcon, useT } from '@trumpet/ui';
import { ThreadItem, useThreadKeys } from '../keyboard/ThreadItem';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { usePoll } from '../connected/polls';
import { StatusContainer } from '../connected/StatusContainer';
import { useStatusCallbacks } from '../connected/useStatusCallbacks';
import { ScreenColumn } from '../layout/ScreenColumn';
import type { ScreenProps } from '../routing/screens';
import { selectMeta } from '../store/meta';
import { useAppDispatch, useAppSelector } from '../store/StoreProvider';

/** SPEC §2 /statuses/{id}: ancestors, the detailed status, descendants. */
export default function StatusDetail({ column }: ScreenProps) {
  const { statusId = '' } = useParams();
  const t = useT();
  return (
    <ScreenColumn title={t('screens.status.title')} icon={ThreadIcon} column={column}>
      <Thread key={statusId} id={statusId} />
    </ScreenColumn>
  );
}

function Thread({ id }: { id: string }) {
  const dispatch = useAppDispatch();
  const status = useAppSelector(useCallback((state) => selectStatus(state, id), [id]));
  const ancestors = useAppSelector(useCallback((state) => selectAncestorIds(state, id), [id]));
  const descendants = useAppSelector(useCallback((state) => selectDescendantIds(state, id), [id]));
  const pending = useAppSelector(selectLoadingBar).pending;
  const meta = useAppSelector(selectMeta);
  const autoPlayGif = useAppSelector(selectAutoPlayGif);
  const shown = status?.reblog ?? status;
  const quotedId = shown?.quote?.state === 'accepted' ? shown.quote.quoted_status_id : null;
  const quoteFilter = useAppSelector(useCallback((state) => (quotedId ? selectStatusFilter(state, quotedId, 'thread') : undefined), [quotedId]));
  const callbacks = useStatusCallbacks();
  const poll = usePoll((status?.reblog ?? status)?.poll ?? null);
  const [requested, setRequested] = useState(false);
  const detailRef = useRef<HTMLDivElement>(null);
  const t = useT();
  const onKeyDown = useThreadKeys(detailRef, Boolean(status));

  useEffect(() => {
    dispatch(fetchStatus.request({ id }));
    dispatch(fetchContext.request({ id }));
    setRequested(true);
  }, [dispatch, id]);

  useEffect(() => {
    dispatch(screenOpened({ key: `thread:${id}`, statusIds: [id, ...ancestors, ...descendants] }));
  }, [dispatch, id, ancestors, descendants]);
  useEffect(() => () => void dispatch(screenClosed({ key: `thread:${id}` })), [dispatch, id]);

  // The detailed status stays where the reader looks when ancestors arrive above it.
  const ancestorCount = ancestors.length;
  useLayoutEffect(() => {
    if (ancestorCount > 0) detailRef.current?.scrollIntoView({ block: 'start' });
  }, [ancestorCount]);

  if (!status) return requested && pending === 0 ? <NotFound /> : <p className="w-column-loading">{t('common.loading')}</p>;
  return (
    <div className="w-thread" onKeyDown={onKeyDown}>
      {ancestors.map((ancestor) => (
        <ThreadItem key={ancestor} id={ancestor} className="w-thread__item w-thread__item--ancestor">
          <StatusContainer id={ancestor} filterContext="thread" />
        </ThreadItem>
      ))}
      <ThreadItem ref={detailRef} id={id} className="w-thread__item w-thread__item--detail">
        <DetailedStatus status={status} quoteFilter={quoteFilter} me={meta.me} displayMedia={meta.display_media} autoPlayGif={autoPlayGif} poll={poll} {...callbacks} />
      </ThreadItem>
      {descendants.map((descendant) => (
        <ThreadItem key={descendant} id={descendant} className="w-thread__item">
          <StatusContainer id={descendant} filterContext="thread" />
        </ThreadItem>
      ))}
    </div>
  );
}
