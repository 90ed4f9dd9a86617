import { PinIcon, useT } from '@trumpet/ui';
import { TimelineFeed } from '../connected/TimelineFeed';
import { useTimeline } from '../connected/useTimeline';
import { ScreenColumn } from '../layout/ScreenColumn';
import type { ScreenProps } from '../routing/screens';

/** /pinned: the user's pinned toots (a pinned timeline is replaced wholesale, SPEC §4). */
export default function PinnedStatuses({ column }: ScreenProps) {
  const t = useT();
  return (
    <ScreenColumn title={t('nav.pinned')} icon={PinIcon} column={column}>
      <Pinned />
    </ScreenColumn>
  );
}

function Pinned() {
  const feed = useTimeline('pinned');
  const t = useT();
  return <TimelineFeed feed={feed} label={t('nav.pinned')} emptyMessage={t('screens.pinned.empty')} />;
}
