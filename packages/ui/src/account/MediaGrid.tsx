import { useState, type ReactNode } from 'react';
import { type DisplayMedia } from '@trumpet/core';
import { safeUrl } from '@trumpet/core/text';
import { LoadMore } from '../common/LoadMore';
import { EyeOffIcon, PlayIcon, VolumeIcon } from '../icons';
import { Blurhash } from '../status/Blurhash';
import { initiallyVisible, type MediaAttachmentData } from '../status/MediaGallery';
import { EmptyMessage } from '../timeline/EmptyMessage';
import './MediaGrid.css';
import { useT, type Translate } from '../i18n/locale-context';

export interface MediaGridItem {
  statusId: string;
  attachment: MediaAttachmentData;
  sensitive: boolean;
}

export interface MediaGridProps {
  items: readonly MediaGridItem[];
  displayMedia: DisplayMedia;
  onOpen: (statusId: string, attachmentId: string) => void;
  hasMore?: boolean;
  isLoading?: boolean;
  onLoadMore?: () => void;
  emptyMessage?: ReactNode;
}

const kindLabel = (type: string, t: Translate): string =>
  t(type === 'video' ? 'media.video' : type === 'gifv' ? 'media.gif' : type === 'audio' ? 'media.audio' : 'media.image');

/** The account media tab: square thumbnails, sensitive ones behind a blurhash until revealed. */
export function MediaGrid({ items, displayMedia, onOpen, hasMore = false, isLoading = false, onLoadMore, emptyMessage }: MediaGridProps) {
  const t = useT();
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set());
  if (items.length === 0 && !isLoading) return <EmptyMessage>{emptyMessage}</EmptyMessage>;
  return (
    <div className="t-media-grid">
      <ul className="t-media-grid__list">
        {items.map(({ statusId, attachment, sensitive }) => {
          const visible = revealed.has(attachment.id) || initiallyVisible(displayMedia, sensitive);
          const description = attachment.description ?? '';
          const moving = attachment.type === 'video' || attachment.type === 'gifv';
          const preview = safeUrl(attachment.preview_url);
          return (
            <li key={attachment.id} className="t-media-grid__cell">
              {visible ? (
                <button
                  type="button"
                  className="t-media-grid__tile"
                  aria-label={description || kindLabel(attachment.type, t)}
                  onClick={() => onOpen(statusId, attachment.id)}
                >
                  <Blurhash hash={attachment.blurhash} className="t-media-grid__blurhash" />
                  {preview ? (
                    <img className="t-media-grid__image" src={preview} alt="" loading="lazy" decoding="async" />
                  ) : null}
                  {moving ? (
                    <span className="t-media-grid__badge" aria-hidden="true">
                      <PlayIcon size={14} />
                    </span>
                  ) : attachment.type === 'audio' ? (
                    <span className="t-media-grid__badge" aria-hidden="true">
                      <VolumeIcon size={14} />
                    </span>
                  ) : null}
                </button>
              ) : (
                <button
                  type="button"
                  className="t-media-grid__tile is-hidden"
                  aria-label={t('account.media.sensitive_show')}
                  onClick={() => setRevealed((current) => new Set(current).add(attachment.id))}
                >
                  <Blurhash hash={attachment.blurhash} className="t-media-grid__blurhash" />
                  <span className="t-media-grid__overlay" aria-hidden="true">
                    <EyeOffIcon size={20} />
                    <span>{t('account.media.sensitive')}</span>
                  </span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {isLoading ? (
        <div className="t-media-grid__loading" role="status">
          {t('common.loading')}
        </div>
      ) : hasMore && onLoadMore ? (
        <LoadMore onLoadMore={onLoadMore} />
      ) : null}
    </div>
  );
}
