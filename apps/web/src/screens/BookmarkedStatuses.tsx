import { BookmarkIcon, useT } from '@trumpet/ui';
import { TimelineFeed } from '../connected/TimelineFeed';
import { useTimeline } from '../connected/useTimeline';
import { ScreenColumn } from '../layout/ScreenColumn';
import type { ScreenProps } from '../routing/screens';

/** /bookmarks: the statuses the user bookmarked (https://docs.joinmastodon.org/methods/bookmarks/). */
export default function BookmarkedStatuses({ column }: ScreenProps) {
  const t = useT();
  return (
    <ScreenColumn title={t('nav.bookmarks')} icon={BookmarkIcon} column={column}>
      <Bookmarked />
    </ScreenColumn>
  );
}

function Bookmarked() {
  const feed = useTimeline('bookmarks');
  const t = useT();
  return <TimelineFeed feed={feed} label={t('nav.bookmarks')} emptyMessage={t('screens.bookmarked_statuses.empty')} />;
}
