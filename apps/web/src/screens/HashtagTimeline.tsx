import { hashtagTimeline, timelineStream } from '@trumpet/core';
import { HashIcon, useT } from '@trumpet/ui';
import { useParams } from 'react-router';
import { TimelineFeed } from '../connected/TimelineFeed';
import { useTimeline } from '../connected/useTimeline';
import { ScreenColumn, usePinnedDuplicate } from '../layout/ScreenColumn';
import type { ScreenProps } from '../routing/screens';

/** SPEC §2 /timelines/tag/{tag}: the tag lowercased, without '#'. */
export const normalizeTag = (tag: string): string => tag.replace(/^#/, '').toLowerCase();

export default function HashtagTimeline({ column }: ScreenProps) {
  const params = useParams();
  const tag = normalizeTag(column ? String(column.params.id ?? '') : (params.tag ?? ''));
  const pinnable = { id: 'HASHTAG', params: { id: tag } };
  const duplicate = usePinnedDuplicate(pinnable, column);
  return duplicate ? null : <HashtagColumn key={tag} tag={tag} column={column} />;
}

function HashtagColumn({ tag, column }: ScreenProps & { tag: string }) {
  const name = hashtagTimeline(tag);
  const feed = useTimeline(name, { stream: timelineStream(name) });
  const t = useT();
  const title = t('screens.hashtag.title', { tag });
  return (
    <ScreenColumn title={title} icon={HashIcon} column={column} pinnable={{ id: 'HASHTAG', params: { id: tag } }} hasUnread={feed.state.unread > 0}>
      <TimelineFeed feed={feed} label={title} emptyMessage={t('screens.hashtag.empty')} />
    </ScreenColumn>
  );
}
