import { columnParamsChanged, settingChanged, selectSettings, timelineStream } from '@trumpet/core';
import { UsersIcon, CommunitySettings, useT } from '@trumpet/ui';
import { TimelineFeed } from '../connected/TimelineFeed';
import { useTimeline } from '../connected/useTimeline';
import { ScreenColumn, usePinnedDuplicate, type Pinnable } from '../layout/ScreenColumn';
import type { ScreenProps } from '../routing/screens';
import { useAppDispatch, useAppSelector } from '../store/StoreProvider';

const PINNABLE: Pinnable = { id: 'COMMUNITY', params: {} };

export default function CommunityTimeline({ column }: ScreenProps) {
  const duplicate = usePinnedDuplicate(PINNABLE, column);
  return duplicate ? null : <CommunityColumn column={column} />;
}

/** The local timeline; its one setting is 'Media Only' (SPEC §2), per pinned column or for the route. */
function CommunityColumn({ column }: ScreenProps) {
  const dispatch = useAppDispatch();
  const t = useT();
  const routeOnlyMedia = useAppSelector(selectSettings).community.other.onlyMedia;
  const onlyMedia = column ? column.params.other !== null && typeof column.params.other === 'object' && !Array.isArray(column.params.other) && column.params.other.onlyMedia === true : routeOnlyMedia;
  const name = onlyMedia ? 'community:media' : 'community';
  const feed = useTimeline(name, { stream: timelineStream(name) });
  const setOnlyMedia = (value: boolean) =>
    dispatch(
      column
        ? columnParamsChanged({ uuid: column.uuid, path: ['other', 'onlyMedia'], value })
        : settingChanged({ path: ['community', 'other', 'onlyMedia'], value }),
    );
  return (
    <ScreenColumn
      title={t('nav.local')}
      icon={UsersIcon}
      column={column}
      pinnable={{ ...PINNABLE, params: { other: { onlyMedia } } }}
      hasUnread={feed.state.unread > 0}
      settings={<CommunitySettings onlyMedia={onlyMedia} onChange={setOnlyMedia} />}
    >
      <TimelineFeed feed={feed} label={t('nav.local')} emptyMessage={t('screens.community.empty')} />
    </ScreenColumn>
  );
}
