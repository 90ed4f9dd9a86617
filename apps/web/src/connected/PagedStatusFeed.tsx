import { Feed } from '@trumpet/ui';
import { useCallback, type ReactNode } from 'react';
import { useLayout } from '../layout/LayoutContext';
import { feedMemory } from './scrollMemory';
import { StatusContainer } from './StatusContainer';
import type { PagedList } from './useUserList';

/** A status list the core does not keep as a timeline (favourites, conversations) in a Feed. */
export function PagedStatusFeed({ list, label, memoryKey, emptyMessage, renderItem }: { list: PagedList; label: string; memoryKey: string; emptyMessage: ReactNode; renderItem?: (id: string) => ReactNode }) {
  const { mobile } = useLayout();
  const memory = feedMemory(memoryKey);
  const render = useCallback((id: string) => (renderItem ? renderItem(id) : <StatusContainer id={id} showThread />), [renderItem]);
  return (
    <Feed
      ids={list.ids}
      renderItem={render}
      label={label}
      isLoading={list.isLoading}
      hasMore={list.hasMore}
      onLoadMore={list.loadMore}
      emptyMessage={emptyMessage}
      initialScrollTop={memory.offset}
      onScrollSave={(offset) => {
        memory.offset = offset;
      }}
      heightCache={memory.heights}
      scrollMode={mobile ? 'window' : 'container'}
    />
  );
}
