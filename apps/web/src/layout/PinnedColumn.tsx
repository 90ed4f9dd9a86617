import type { Column } from '@trumpet/core';
import type { ComponentType } from 'react';
import * as Screens from '../routing/screens';

const SCREEN_OF: Record<string, ComponentType<Screens.ScreenProps>> = {
  HOME: Screens.HomeTimeline,
  NOTIFICATIONS: Screens.Notifications,
  COMMUNITY: Screens.CommunityTimeline,
  PUBLIC: Screens.PublicTimeline,
  HASHTAG: Screens.HashtagTimeline,
  LIST: Screens.ListTimeline,
  DIRECT: Screens.DirectTimeline,
};

/** One pinned column of the multi-column layout (settings `columns`). */
export function PinnedColumn({ column }: { column: Column }) {
  const Screen = SCREEN_OF[column.id];
  if (!Screen) return null;
  return (
    <div className="w-columns__column" data-column={column.uuid}>
      <Screen column={column} />
    </div>
  );
}
