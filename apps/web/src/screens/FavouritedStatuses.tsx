import { StarIcon } from '@trumpet/ui';
import { TimelineFeed } from '../connected/TimelineFeed';
import { useTimeline } from '../connected/useTimeline';
import { ScreenColumn } from '../layout/ScreenColumn';
import type { ScreenProps } from '../routing/screens';

/** /favourites: the statuses the user favourited. */
export default function FavouritedStatuses({ column }: ScreenProps) {
  return (
    <ScreenColumn title="Favourites" icon={StarIcon} column={column}>
      <Favourited />
    </ScreenColumn>
  );
}

function Favourited() {
  const feed = useTimeline('favourites');
  return <TimelineFeed feed={feed} label="Favourites" emptyMessage="You don't have any favourite toots yet. When you favourite one, it will show up here." />;
}
