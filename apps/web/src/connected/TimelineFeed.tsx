import { Feed, type FeedProps } from '@trumpet/ui';
import { useCallback, type ReactNode } from 'react';
import { useLayout } from '../layout/LayoutContext';
import { feedMemory } from './scrollMemory';
import { StatusContainer } from './StatusContainer';
import type { TimelineFeed as Timeline } from './useTimeline';

export interface TimelineFeedProps {
  feed: Timeline;
  label: string;
  emptyMessage: ReactNode;
  header?: ReactNode;
  /** The memory key for the scroll position; defaults to the timeline's name. */
  memoryKey?: string;
  /** Show 'Show thread' on replies to their own author (SPEC §2). */
  showThread?: boolean;
  /** Statuses shown as pinned (a profile's pins, listed first). */
  featuredIds?: ReadonlySet<string>;
  /** A reading position: the entry at the top, and one to scroll to once listed (home's marker). */
  readPosition?: Pick<FeedProps, 'onTopItem' | 'scrollToId' | 'onScrolledTo'>;
}

/** A timeline's Feed: statuses from the store, load more, gaps, the new-posts pill, and scroll restore. */
export function TimelineFeed({ feed, label, emptyMessage, header, memoryKey, showThread = true, featuredIds, readPosition }: TimelineFeedProps) {
  const { mobile } = useLayout();
  const memory = feedMemory(memoryKey ?? feed.timeline);
  const renderItem = useCallback(
    (id: string) => <StatusContainer id={id} timeline={feed.timeline} showThread={showThread} featured={featuredIds?.has(id) ?? false} />,
    [feed.timeline, showThread, featuredIds],
  );
  const props: FeedProps = {
    ids: feed.ids,
    renderItem,
    label,
    isLoading: feed.state.isLoading,
    isPartial: feed.state.isPartial,
    hasMore: feed.state.hasMore,
    onLoadMore: feed.loadMore,
    onLoadGap: feed.loadGap,
    unread: feed.state.unread,
    onShowNew: () => feed.onScrollTop(true),
    onScrollTop: feed.onScrollTop,
    emptyMessage,
    header,
    initialScrollTop: memory.offset,
    onScrollSave: (offset) => {
      memory.offset = offset;
    },
    heightCache: memory.heights,
    scrollMode: mobile ? 'window' : 'container',
    ...readPosition,
  };
  return <Feed {...props} />;
}
