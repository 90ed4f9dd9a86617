import { accountTimeline, selectStatus, type RootState } from '@trumpet/core';
import { MediaGrid, useT, type MediaGridItem } from '@trumpet/ui';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTimeline } from '../connected/useTimeline';
import type { ScreenProps } from '../routing/screens';
import { selectMeta } from '../store/meta';
import { useAppSelector, useAppSelectorArray } from '../store/StoreProvider';
import { AccountColumn } from './account/AccountColumn';

/** SPEC §2 /accounts/{id}/media: the account's media as a gallery. */
export default function AccountGallery({ column }: ScreenProps) {
  const { accountId = '' } = useParams();
  return (
    <AccountColumn key={accountId} accountId={accountId} tab="media" column={column}>
      {({ header }) => <Gallery accountId={accountId} header={header} />}
    </AccountColumn>
  );
}

function Gallery({ accountId, header }: { accountId: string; header: ReactNode }) {
  const feed = useTimeline(accountTimeline(accountId, 'media'));
  const navigate = useNavigate();
  const t = useT();
  const displayMedia = useAppSelector(selectMeta).display_media;
  const ids = feed.ids;
  const statuses = useAppSelectorArray(useCallback((state: RootState) => ids.map((id) => (id ? selectStatus(state, id) : null)), [ids]));
  const items = useMemo<MediaGridItem[]>(
    () =>
      statuses.flatMap((entry) => {
        const shown = entry?.reblog ?? entry;
        if (!shown) return [];
        return shown.media_attachments.map((attachment) => ({ statusId: shown.id, attachment, sensitive: shown.sensitive }));
      }),
    [statuses],
  );
  return (
    <div className="w-gallery">
      {header}
      <MediaGrid
        items={items}
        displayMedia={displayMedia}
        onOpen={(statusId) => void navigate(`/statuses/${statusId}`)}
        hasMore={feed.state.hasMore}
        isLoading={feed.state.isLoading}
        onLoadMore={feed.loadMore}
        emptyMessage={t('screens.account_gallery.empty')}
      />
    </div>
  );
}
