import { columnParamsChanged, settingChanged, selectSettings, timelineStream } from '@trumpet/core';
import { GlobeIcon, CommunitySettings, useT } from '@trumpet/ui';
import { TimelineFeed } from '../connected/TimelineFeed';
import { useTimeline } from '../connected/useTimeline';
import { ScreenColumn, usePinnedDuplicate, type Pinnable } from '../layout/ScreenColumn';
import type { ScreenProps } from '../routing/screens';
import { useAppDispatch, useAppSelector } from '../store/StoreProvider';

const PINNABLE: Pinnable = { id: 'PUBLIC', params: {} };

export default function PublicTimeline({ column }: ScreenProps) {
  const duplicate = usePinnedDuplicate(PINNABLE, column);
  return duplicate ? null : <PublicColumn column={column} />;
}

/** The federated timeline; its one setting is 'Media Only' (SPEC §2), per pinned column or for the route. */
function PublicColumn({ column }: ScreenProps) {
  const dispatch = useAppDispatch();
  const t = useT();
  const routeOnlyMedia = useAppSelector(selectSettings).public.other.onlyMedia;
  const onlyMedia = column ? column.params.other !== null && typeof column.params.other === 'object' && !Array.isArray(column.params.other) && column.params.other.onlyMedia === true : routeOnlyMedia;
  const name = onlyMedia ? 'public:media' : 'public';
  const feed = useTimeline(name, { stream: timelineStream(name) });
  const setOnlyMedia = (value: boolean) =>
    dispatch(
      column
        ? columnParamsChanged({ uuid: column.uuid, path: ['other', 'onlyMedia'], value })
        : settingChanged({ path: ['public', 'other', 'onlyMedia'], value }),
    );
  return (
    <ScreenColumn
      title={t('nav.federated')}
      icon={GlobeIcon}
      column={column}
      pinnable={{ ...PINNABLE, params: { other: { onlyMedia } } }}
      hasUnread={feed.state.unread > 0}
      settings={<CommunitySettings onlyMedia={onlyMedia} onChange={setOnlyMedia} />}
    >
      <TimelineFeed feed={feed} label={t('nav.federated')} emptyMessage={t('screens.public.empty')} />
    </ScreenColumn>
  );
}
