import { safeUrl } from '@trumpet/core/text';
import type { DisplayMedia } from '@trumpet/core';
import { useCallback, useRef, useState } from 'react';
import { IconButton } from '../common/Button';
import { useT } from '../i18n/locale-context';
import { EyeOffIcon, VolumeIcon } from '../icons';
import { Blurhash } from '../status/Blurhash';
import { initiallyVisible } from '../status/MediaGallery';
import { MediaControls } from './MediaControls';
import { MediaSpoiler } from './MediaSpoiler';
import { handleMediaKey } from './media-keys';
import { DEFAULT_VOLUME, useMediaElement } from './use-media-element';
import './AudioPlayer.css';

export interface AudioPlayerProps {
  src: string;
  /** Cover art (preview_url), if any. */
  poster?: string | null;
  blurhash?: string | null;
  alt?: string | null;
  /** Fill the parent (the media modal). */
  fill?: boolean;
  sensitive?: boolean;
  displayMedia?: DisplayMedia;
  autoPlay?: boolean;
  volume?: number;
  className?: string;
}

/**
 * The video player's controls for an audio attachment (same shortcuts, no full screen, as Mastodon's
 * audio player): inline in 16:9 as wide as its column, with 'Hide audio' and the sensitive overlay.
 */
export function AudioPlayer({
  src,
  poster,
  blurhash,
  alt,
  fill = false,
  sensitive = false,
  displayMedia = 'default',
  autoPlay = false,
  volume = DEFAULT_VOLUME,
  className,
}: AudioPlayerProps) {
  const t = useT();
  const audioRef = useRef<HTMLAudioElement>(null);
  const [revealed, setRevealed] = useState(() => initiallyVisible(displayMedia, sensitive));
  const art = safeUrl(poster);
  const controls = useMediaElement(audioRef, { volume }, revealed);
  const hide = useCallback(() => {
    audioRef.current?.pause();
    setRevealed(false);
  }, []);
  const classes = ['t-audio', fill ? 't-audio--fill' : 't-audio--inline', controls.paused ? 'is-paused' : 'is-playing', className ?? ''].filter(Boolean).join(' ');
  return (
    <div
      className={classes}
      role="group"
      aria-label={alt ? t('media.audio_described', { description: alt }) : t('media.audio')}
      tabIndex={revealed ? 0 : -1}
      onKeyDown={revealed ? (event) => handleMediaKey(event, controls) : undefined}
    >
      <Blurhash hash={blurhash} className="t-audio__blurhash" />
      {revealed ? (
        <>
          <div className="t-audio__art">{art ? <img src={art} alt="" /> : <VolumeIcon size={40} />}</div>
          <audio ref={audioRef} src={safeUrl(src)} title={alt ?? undefined} autoPlay={autoPlay} preload="metadata" />
          <div className="t-audio__chrome">
            <MediaControls controls={controls}>
              {!fill ? <IconButton icon={EyeOffIcon} label={t('media.hide_audio')} onPress={hide} className="t-media-controls__button" /> : null}
            </MediaControls>
          </div>
        </>
      ) : (
        <MediaSpoiler sensitive={sensitive} onReveal={() => setRevealed(true)} />
      )}
    </div>
  );
}
