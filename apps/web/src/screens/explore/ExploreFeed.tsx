import { Feed } from '@trumpet/ui';
import type { ReactNode } from 'react';
import { feedMemory } from '../../connected/scrollMemory';
import { useLayout } from '../../layout/LayoutContext';

export interface ExploreList {
  ids: readonly string[];
  isLoading: boolean;
  hasMore: boolean;
  loadMore?: () => void;
}

/** One of the explore screens' lists in a Feed, below `header` (the tabs, the directory's choices). */
export function ExploreFeed({ list, label, memoryKey, header, emptyMessage, estimatedItemHeight, renderItem }: {
  list: ExploreList;
  label: string;
  memoryKey: string;
  header: ReactNode;
  emptyMessage: ReactNode;
  estimatedItemHeight: number;
  renderItem: (id: string) => ReactNode;
}) {
  const { mobile } = useLayout();
  const memory = feedMemory(memoryKey);
  return (
    <Feed
      ids={list.ids}
      renderItem={renderItem}
      label={label}
      isLoading={list.isLoading}
      hasMore={list.hasMore}
      onLoadMore={list.loadMore}
      header={header}
      emptyMessage={emptyMessage}
      estimatedItemHeight={estimatedItemHeight}
      initialScrollTop={memory.offset}
      onScrollSave={(offset) => {
        memory.offset = offset;
      }}
      heightCache={memory.heights}
      scrollMode={mobile ? 'window' : 'container'}
    />
  );
}
