import { columnParamsChanged, hashtagColumnTags, hashtagSlug, hashtagTimeline, timelineStream, type TagParams } from '@trumpet/core';
import { HashIcon, HashtagSettings, useT } from '@trumpet/ui';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { TimelineFeed } from '../connected/TimelineFeed';
import { useTimeline } from '../connected/useTimeline';
import { ScreenColumn, usePinnedDuplicate } from '../layout/ScreenColumn';
import type { ScreenProps } from '../routing/screens';
import { useSession } from '../session/SessionContext';
import { useAppDispatch } from '../store/StoreProvider';
import { HashtagFollow } from './explore/HashtagFollow';

/** SPEC §2 /timelines/tag/{tag}: the tag lowercased, without '#'. */
export default function HashtagTimeline({ column }: ScreenProps) {
  const params = useParams();
  const tag = hashtagSlug(column ? String(column.params.id ?? '') : (params.tag ?? ''));
  const pinnable = { id: 'HASHTAG', params: { id: tag } };
  const duplicate = usePinnedDuplicate(pinnable, column);
  return duplicate ? null : <HashtagColumn key={tag} tag={tag} column={column} />;
}

/** A pinned hashtag column's extra tags (any, all, none) live in its params and change what it loads (SPEC §7). */
function HashtagColumn({ tag, column }: ScreenProps & { tag: string }) {
  const dispatch = useAppDispatch();
  const params = column?.params;
  const tags = useMemo((): TagParams => (params ? hashtagColumnTags(params) : {}), [params]);
  const name = hashtagTimeline(tag, tags);
  const feed = useTimeline(name, { stream: timelineStream(name), tags });
  const t = useT();
  const { signedIn } = useSession();
  const title = t('screens.hashtag.title', { tag });
  const settings = column ? (
    <HashtagSettings tags={tags} onChange={(mode, value) => dispatch(columnParamsChanged({ uuid: column.uuid, path: ['tags', mode], value }))} />
  ) : undefined;
  return (
    <ScreenColumn title={title} icon={HashIcon} column={column} pinnable={{ id: 'HASHTAG', params: { id: tag } }} hasUnread={feed.state.unread > 0} settings={settings} extraButtons={signedIn ? <HashtagFollow tag={tag} /> : undefined}>
      <TimelineFeed feed={feed} label={title} emptyMessage={t('screens.hashtag.empty')} />
    </ScreenColumn>
  );
}
