import { memo, useState } from 'react';
import { type DisplayMedia, type StatusRecord } from '@trumpet/core';
import { safeUrl } from '@trumpet/core/text';
import { EyeOffIcon, PlayIcon, VolumeIcon } from '../icons';
import { Blurhash } from './Blurhash';
import './MediaGallery.css';
import { useT, type Translate } from '../i18n/locale-context';

export type MediaAttachmentData = StatusRecord['media_attachments'][number];

/** SPEC §9: at most 4 attachments are shown. */
export const MAX_MEDIA = 4;
/** SPEC §9: gallery height in timelines and in the detailed status. */
export const MEDIA_HEIGHT_TIMELINE = 110;
export const MEDIA_HEIGHT_DETAIL = 300;
const DEFAULT_RATIO = 16 / 9;

/** SPEC §2: hidden when the setting is hide_all or the media is sensitive, unless the setting is show_all. */
export function initiallyVisible(displayMedia: DisplayMedia, sensitive: boolean): boolean {
  if (displayMedia === 'show_all') return true;
  if (displayMedia === 'hide_all') return false;
  return !sensitive;
}

export interface MediaGalleryProps {
  media: readonly MediaAttachmentData[];
  sensitive: boolean;
  displayMedia: DisplayMedia;
  /** The smallest height in px (110 in timelines, 300 in the thread view). */
  height?: number;
  onOpenMedia?: (index: number) => void;
  /** Play GIF-like videos (gifv) in place, muted and looping (meta auto_play_gif). */
  autoPlayGif?: boolean;
}

function singleRatio(item: MediaAttachmentData): number {
  const aspect = item.meta?.small?.aspect ?? item.meta?.original?.aspect;
  if (!aspect || !Number.isFinite(aspect) || aspect <= 0) return DEFAULT_RATIO;
  // Very tall or very wide images are cropped to a sensible frame.
  return Math.min(2.4, Math.max(0.8, aspect));
}

function label(item: MediaAttachmentData, t: Translate): string {
  if (item.description) return item.description;
  switch (item.type) {
    case 'video':
      return t('media.video');
    case 'gifv':
      return t('media.gif');
    case 'audio':
      return t('media.audio');
    default:
      return t('media.image');
  }
}

/** Up to four attachments in a grid, hidden behind an overlay per the display setting and the sensitive flag. */
export const MediaGallery = memo(function MediaGallery({
  media,
  sensitive,
  displayMedia,
  height = MEDIA_HEIGHT_TIMELINE,
  onOpenMedia,
  autoPlayGif = false,
}: MediaGalleryProps) {
  const t = useT();
  const [visible, setVisible] = useState(() => initiallyVisible(displayMedia, sensitive));
  const items = media.slice(0, MAX_MEDIA);
  if (items.length === 0) return null;
  const first = items[0];
  const ratio = items.length === 1 && first ? singleRatio(first) : DEFAULT_RATIO;

  return (
    <div
      className={`t-media t-media--${items.length}${visible ? '' : ' is-hidden'}`}
      style={{ aspectRatio: String(ratio), minHeight: height }}
      data-testid="media-gallery"
    >
      {items.map((item, index) => {
        const focus = item.meta?.focus;
        const url = safeUrl(item.url);
        const preview = safeUrl(item.preview_url);
        const position = focus ? `${((focus.x + 1) / 2) * 100}% ${((1 - focus.y) / 2) * 100}%` : undefined;
        return (
          <div key={item.id} className="t-media__item">
            <Blurhash hash={item.blurhash} className="t-media__blurhash" />
            {visible ? (
              <button type="button" className="t-media__open" aria-label={label(item, t)} title={item.description ?? undefined} onClick={() => onOpenMedia?.(index)}>
                {item.type === 'audio' ? (
                  <span className="t-media__audio">
                    <VolumeIcon size={32} />
                  </span>
                ) : item.type === 'gifv' && autoPlayGif && url ? (
                  <video src={url} autoPlay muted loop playsInline aria-hidden="true" style={{ objectPosition: position }} />
                ) : preview ? (
                  <img src={preview} alt={item.description ?? ''} loading="lazy" style={{ objectPosition: position }} />
                ) : null}
                {item.type === 'video' ? (
                  <span className="t-media__play">
                    <PlayIcon size={22} />
                  </span>
                ) : null}
                {item.type === 'gifv' && !autoPlayGif ? <span className="t-media__badge">{t('media.gif')}</span> : null}
                {item.description && item.type !== 'audio' ? <span className="t-media__badge t-media__badge--alt">{t('media.alt')}</span> : null}
              </button>
            ) : null}
          </div>
        );
      })}
      {visible ? (
        <button type="button" className="t-media__hide" aria-label={t('media.hide')} title={t('media.hide')} onClick={() => setVisible(false)}>
          <EyeOffIcon size={18} />
        </button>
      ) : (
        <button type="button" className="t-media__spoiler" onClick={() => setVisible(true)}>
          <span className="t-media__spoiler-title">{sensitive ? t('media.sensitive') : t('media.hidden')}</span>
          <span className="t-media__spoiler-hint">{t('media.click_to_view')}</span>
        </button>
      )}
    </div>
  );
});
