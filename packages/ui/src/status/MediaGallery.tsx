import { memo, useState } from 'react';
import { type DisplayMedia, type StatusRecord } from '@trumpet/core';
import { EyeOffIcon } from '../icons';
import { MediaSpoiler } from '../media/MediaSpoiler';
import { useReducedMotion } from '../media/use-reduced-motion';
import { useT } from '../i18n/locale-context';
import { MediaGalleryItem } from './MediaGalleryItem';
import './MediaGallery.css';

export type MediaAttachmentData = StatusRecord['media_attachments'][number];

/** SPEC §9: at most 4 attachments are shown. */
export const MAX_MEDIA = 4;
/**
 * SPEC §9: gallery height in timelines and in the detailed status. Mastodon uses them only until the
 * gallery's width is known; here CSS knows it, and the height is the width over the aspect ratio.
 */
export const MEDIA_HEIGHT_TIMELINE = 110;
export const MEDIA_HEIGHT_DETAIL = 300;
/** SPEC §2: the gallery's default ratio. */
export const DEFAULT_RATIO = 16 / 9;

/** SPEC §2: hidden when the setting is hide_all or the media is sensitive, unless the setting is show_all. */
export function initiallyVisible(displayMedia: DisplayMedia, sensitive: boolean): boolean {
  if (displayMedia === 'show_all') return true;
  if (displayMedia === 'hide_all') return false;
  return !sensitive;
}

/** The frame of a single attachment: its own aspect, very tall or very wide ones cropped to a sensible frame; 16:9 without one. */
export function frameRatio(aspect: number | null | undefined): number {
  if (!aspect || !Number.isFinite(aspect) || aspect <= 0) return DEFAULT_RATIO;
  return Math.min(2.4, Math.max(0.8, aspect));
}

export interface MediaGalleryProps {
  media: readonly MediaAttachmentData[];
  sensitive: boolean;
  displayMedia: DisplayMedia;
  onOpenMedia?: (index: number) => void;
  /** Play GIF-like videos (gifv) in place, muted and looping (core selectAutoPlayGif); without it they play on hover or focus. */
  autoPlayGif?: boolean;
}

/**
 * Up to four attachments in a grid, hidden behind an overlay per the display setting and the
 * sensitive flag. As wide as its column: a single item in its own aspect, several in 16:9.
 */
export const MediaGallery = memo(function MediaGallery({ media, sensitive, displayMedia, onOpenMedia, autoPlayGif = false }: MediaGalleryProps) {
  const t = useT();
  const reducedMotion = useReducedMotion();
  const [visible, setVisible] = useState(() => initiallyVisible(displayMedia, sensitive));
  const items = media.slice(0, MAX_MEDIA);
  if (items.length === 0) return null;
  const first = items[0];
  const ratio = items.length === 1 && first ? frameRatio(first.meta?.small?.aspect ?? first.meta?.original?.aspect) : DEFAULT_RATIO;

  return (
    <div className={`t-media t-media--${items.length}${visible ? '' : ' is-hidden'}`} style={{ aspectRatio: String(ratio) }} data-testid="media-gallery">
      {items.map((item, index) => (
        <MediaGalleryItem key={item.id} item={item} visible={visible} autoPlayGif={autoPlayGif && !reducedMotion} onOpen={onOpenMedia ? () => onOpenMedia(index) : undefined} />
      ))}
      {visible ? (
        <button type="button" className="t-media__hide" aria-label={t('media.hide')} title={t('media.hide')} onClick={() => setVisible(false)}>
          <EyeOffIcon size={18} />
        </button>
      ) : (
        <MediaSpoiler sensitive={sensitive} onReveal={() => setVisible(true)} />
      )}
    </div>
  );
});
