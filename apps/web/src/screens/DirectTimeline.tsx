import { expandConversations, markConversationRead, selectConversations, selectConversationsHasMore, selectConversationsLoading, streamingStarted, streamingStopped } from '@trumpet/core';
import { EnvelopeIcon, useT } from '@trumpet/ui';
import { useCallback, useEffect, useMemo } from 'react';
import { usePresence } from '../compose/presence';
import { PagedStatusFeed } from '../connected/PagedStatusFeed';
import { StatusContainer } from '../connected/StatusContainer';
import { ScreenColumn, usePinnedDuplicate, type Pinnable } from '../layout/ScreenColumn';
import type { ScreenProps } from '../routing/screens';
import { useSession } from '../session/SessionContext';
import { useAppDispatch, useAppSelector } from '../store/StoreProvider';

const PINNABLE: Pinnable = { id: 'DIRECT', params: {} };

/** SPEC §2 /timelines/direct: direct conversations, newest first, each by its last status. */
export default function DirectTimeline({ column }: ScreenProps) {
  const duplicate = usePinnedDuplicate(PINNABLE, column);
  return duplicate ? null : <DirectColumn column={column} />;
}

function DirectColumn({ column }: ScreenProps) {
  usePresence('conversations');
  const dispatch = useAppDispatch();
  const t = useT();
  const { signedIn } = useSession();
  const conversations = useAppSelector(selectConversations);
  const isLoading = useAppSelector(selectConversationsLoading);
  const hasMore = useAppSelector(selectConversationsHasMore);

  useEffect(() => {
    dispatch(expandConversations.request({}));
    if (!signedIn) return undefined;
    dispatch(streamingStarted({ timeline: 'direct', stream: { stream: 'direct' } }));
    return () => {
      dispatch(streamingStopped({ timeline: 'direct' }));
    };
  }, [dispatch, signedIn]);

  const byStatus = useMemo(() => new Map(conversations.flatMap((entry) => (entry.lastStatus ? [[entry.lastStatus.id, entry] as const] : []))), [conversations]);
  const ids = useMemo(() => [...byStatus.keys()], [byStatus]);
  const list = useMemo(
    () => ({
      ids,
      isLoading,
      hasMore,
      loadMore: () => {
        if (!isLoading) dispatch(expandConversations.request({ older: true }));
      },
    }),
    [ids, isLoading, hasMore, dispatch],
  );
  const renderItem = useCallback(
    (statusId: string) => {
      const conversation = byStatus.get(statusId);
      return (
        <div
          className={conversation?.unread ? 'w-conversation is-unread' : 'w-conversation'}
          onClickCapture={() => {
            if (conversation?.unread) dispatch(markConversationRead.request({ id: conversation.id }));
          }}
        >
          <StatusContainer id={statusId} showThread />
        </div>
      );
    },
    [byStatus, dispatch],
  );

  return (
    <ScreenColumn title={t('nav.direct')} icon={EnvelopeIcon} column={column} pinnable={PINNABLE}>
      <PagedStatusFeed
        list={list}
        label={t('nav.direct')}
        memoryKey="direct"
        renderItem={renderItem}
        emptyMessage={t('screens.direct.empty')}
      />
    </ScreenColumn>
  );
}
