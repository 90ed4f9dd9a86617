import { selectHomeShows, settingChanged } from '@trumpet/core';
import { HomeIcon, HomeSettings, useT } from '@trumpet/ui';
import { TimelineFeed } from '../connected/TimelineFeed';
import { useTimeline } from '../connected/useTimeline';
import { ScreenColumn, usePinnedDuplicate, type Pinnable } from '../layout/ScreenColumn';
import type { ScreenProps } from '../routing/screens';
import { useAppDispatch, useAppSelector } from '../store/StoreProvider';

const PINNABLE: Pinnable = { id: 'HOME', params: {} };

export default function HomeTimeline({ column }: ScreenProps) {
  const duplicate = usePinnedDuplicate(PINNABLE, column);
  return duplicate ? null : <HomeColumn column={column} />;
}

function HomeColumn({ column }: ScreenProps) {
  const feed = useTimeline('home');
  const shows = useAppSelector(selectHomeShows);
  const dispatch = useAppDispatch();
  const t = useT();
  return (
    <ScreenColumn
      title={t('nav.home')}
      icon={HomeIcon}
      column={column}
      pinnable={PINNABLE}
      hasUnread={feed.state.unread > 0}
      settings={
        <HomeSettings
          showReblogs={shows.reblog}
          showReplies={shows.reply}
          onChange={(key, value) => dispatch(settingChanged({ path: ['home', 'shows', key], value }))}
        />
      }
    >
      <TimelineFeed
        feed={feed}
        label={t('nav.home')}
        emptyMessage={t('screens.home.empty')}
      />
    </ScreenColumn>
  );
}
