import { PinIcon } from '@trumpet/ui';
import { TimelineFeed } from '../connected/TimelineFeed';
import { useTimeline } from '../connected/useTimeline';
import { ScreenColumn } from '../layout/ScreenColumn';
import type { ScreenProps } from '../routing/screens';

/** /pinned: the user's pinned toots (a pinned timeline is replaced wholesale, SPEC §4). */
export default function PinnedStatuses({ column }: ScreenProps) {
  return (
    <ScreenColumn title="Pinned toots" icon={PinIcon} column={column}>
      <Pinned />
    </ScreenColumn>
  );
}

function Pinned() {
  const feed = useTimeline('pinned');
  return <TimelineFeed feed={feed} label="Pinned toots" emptyMessage="You haven't pinned any toots yet." />;
}
