import { homeReadPositionSeen, homeRestoreDone, selectHomeRestore, selectHomeShows, settingChanged } from '@trumpet/core';
import { HomeIcon, HomeSettings, useT } from '@trumpet/ui';
import { useMemo } from 'react';
import { AnnouncementsToggle, HomeAnnouncements } from '../announcements/HomeAnnouncements';
import { HomeOfflineNotice } from '../connected/OfflineNotices';
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
  // The home marker (https://docs.joinmastodon.org/methods/markers/): where the reader is, and where they left off on open.
  const restore = useAppSelector(selectHomeRestore);
  const readPosition = useMemo(
    () => ({
      onTopItem: (statusId: string) => dispatch(homeReadPositionSeen({ statusId })),
      scrollToId: restore,
      onScrolledTo: () => dispatch(homeRestoreDone()),
    }),
    [dispatch, restore],
  );
  return (
    <ScreenColumn
      title={t('nav.home')}
      icon={HomeIcon}
      column={column}
      pinnable={PINNABLE}
      hasUnread={feed.state.unread > 0}
      extraButtons={<AnnouncementsToggle />}
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
        header={
          <>
            <HomeOfflineNotice />
            <HomeAnnouncements />
          </>
        }
        readPosition={readPosition}
      />
    </ScreenColumn>
  );
}
