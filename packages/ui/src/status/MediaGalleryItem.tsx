import { useRef } from 'react';
import { safeUrl } from '@trumpet/core/text';
import { PlayIcon, VolumeIcon } from '../icons';
import { useT, type Translate } from '../i18n/locale-context';
import { Blurhash } from './Blurhash';
import type { MediaAttachmentData } from './MediaGallery';

export interface MediaGalleryItemProps {
  item: MediaAttachmentData;
  visible: boolean;
  /** gifv: play by itself (auto_play_gif without reduced motion); otherwise it plays while hovered or focused. */
  autoPlayGif: boolean;
  onOpen?: () => void;
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

/** One tile of the gallery: its still (or a looping gifv), badges, and the button that opens it in the media modal. */
export function MediaGalleryItem({ item, visible, autoPlayGif, onOpen }: MediaGalleryItemProps) {
  const t = useT();
  const gifRef = useRef<HTMLVideoElement>(null);
  const focus = item.meta?.focus;
  const url = safeUrl(item.url);
  const preview = safeUrl(item.preview_url);
  const position = focus ? `${((focus.x + 1) / 2) * 100}% ${((1 - focus.y) / 2) * 100}%` : undefined;
  const gifv = item.type === 'gifv' && url !== undefined;
  // Mastodon plays a gifv on hover when it does not play by itself; focus does the same for the keyboard.
  const hoverToPlay = gifv && !autoPlayGif;
  const play = () => {
    const video = gifRef.current;
    if (video?.paused) void Promise.resolve(video.play()).catch(() => undefined);
  };
  const stop = () => {
    const video = gifRef.current;
    if (!video) return;
    video.pause();
    video.currentTime = 0;
  };

  return (
    <div className="t-media__item">
      <Blurhash hash={item.blurhash} className="t-media__blurhash" />
      {visible ? (
        <button
          type="button"
          className="t-media__open"
          aria-label={label(item, t)}
          title={item.description ?? undefined}
          onClick={onOpen}
          onPointerEnter={hoverToPlay ? play : undefined}
          onPointerLeave={hoverToPlay ? stop : undefined}
          onFocus={hoverToPlay ? play : undefined}
          onBlur={hoverToPlay ? stop : undefined}
        >
          {item.type === 'audio' ? (
            <span className="t-media__audio">
              <VolumeIcon size={32} />
            </span>
          ) : gifv ? (
            <video
              ref={gifRef}
              src={url}
              poster={preview}
              autoPlay={autoPlayGif}
              preload={autoPlayGif ? 'auto' : 'metadata'}
              muted
              loop
              playsInline
              aria-hidden="true"
              style={{ objectPosition: position }}
            />
          ) : preview ? (
            <img src={preview} alt={item.description ?? ''} loading="lazy" style={{ objectPosition: position }} />
          ) : null}
          {item.type === 'video' ? (
            <span className="t-media__play">
              <PlayIcon size={22} />
            </span>
          ) : null}
        </button>
      ) : null}
      {/* Beside the button, not in it: its name already says what they show (WCAG 2.5.3). */}
      {visible && hoverToPlay ? <span className="t-media__badge" aria-hidden="true">{t('media.gif')}</span> : null}
      {visible && item.description && item.type !== 'audio' ? <span className="t-media__badge t-media__badge--alt" aria-hidden="true">{t('media.alt')}</span> : null}
    </div>
  );
}
