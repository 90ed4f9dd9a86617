import { expandFollowedTags, fetchFollowedTags, selectFollowedTags, selectFollowedTagsStatus, unfollowTag } from '@trumpet/core';
import { Button, EmptyMessage, HashIcon, useT } from '@trumpet/ui';
import { useCallback, useEffect } from 'react';
import { Link } from 'react-router';
import { ColumnLoading } from '../layout/ColumnLoading';
import { ScreenColumn } from '../layout/ScreenColumn';
import type { ScreenProps } from '../routing/screens';
import { WithDeferredFeatures } from '../store/deferred-features';
import { useAppDispatch, useAppSelector } from '../store/StoreProvider';
import { ExploreFeed } from './explore/ExploreFeed';
import './explore/explore.css';

/** /followed_tags: the hashtags the user follows, each linking to its timeline, with Unfollow. */
export default function FollowedTags({ column }: ScreenProps) {
  const t = useT();
  return (
    <ScreenColumn title={t('followed_tags.title')} icon={HashIcon} column={column}>
      <WithDeferredFeatures fallback={<ColumnLoading />}>
        <FollowedTagList />
      </WithDeferredFeatures>
    </ScreenColumn>
  );
}

function FollowedTagList() {
  const dispatch = useAppDispatch();
  const t = useT();
  const tags = useAppSelector(selectFollowedTags);
  const { isLoading, loaded, hasMore } = useAppSelector(selectFollowedTagsStatus);
  useEffect(() => {
    dispatch(fetchFollowedTags.request());
  }, [dispatch]);
  const renderItem = useCallback(
    (name: string) => (
      <div className="w-followed-tag">
        <Link className="w-followed-tag__link" to={`/timelines/tag/${encodeURIComponent(name)}`}>
          <HashIcon size={18} />
          <bdi>{name}</bdi>
        </Link>
        <Button variant="secondary" size="s" aria-label={t('followed_tags.unfollow', { tag: name })} onPress={() => dispatch(unfollowTag.request({ name }))}>
          {t('account.follow.unfollow')}
        </Button>
      </div>
    ),
    [dispatch, t],
  );
  const list = { ids: tags.map((tag) => tag.name.toLowerCase()), isLoading: isLoading || !loaded, hasMore, loadMore: () => dispatch(expandFollowedTags.request()) };
  return <ExploreFeed list={list} label={t('followed_tags.title')} memoryKey="followed_tags" header={null} emptyMessage={<EmptyMessage>{t('followed_tags.empty')}</EmptyMessage>} estimatedItemHeight={56} renderItem={renderItem} />;
}
