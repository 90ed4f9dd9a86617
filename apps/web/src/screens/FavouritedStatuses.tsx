import { StarIcon, useT } from '@trumpet/ui';
import { TimelineFeed } from '../connected/TimelineFeed';
import { useTimeline } from '../connected/useTimeline';
import { ScreenColumn } from '../layout/ScreenColumn';
import type { ScreenProps } from '../routing/screens';

/** /favourites: the statuses the user favourited. */
export default function FavouritedStatuses({ column }: ScreenProps) {
  const t = useT();
  return (
    <ScreenColumn title={t('nav.favourites')} icon={StarIcon} column={column}>
      <Favourited />
    </ScreenColumn>
  );
}

function Favourited() {
  const feed = useTimeline('favourites');
  const t = useT();
  return <TimelineFeed feed={feed} label={t('nav.favourites')} emptyMessage={t('screens.favourited_statuses.empty')} />;
}
