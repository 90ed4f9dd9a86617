import { safeUrl } from '@trumpet/core/text';
import { useRef } from 'react';
import { useT } from '../i18n/locale-context';
import { VolumeIcon } from '../icons';
import { Blurhash } from '../status/Blurhash';
import { MediaControls } from './MediaControls';
import { handleMediaKey } from './media-keys';
import { DEFAULT_VOLUME, useMediaElement } from './use-media-element';
import './AudioPlayer.css';

export interface AudioPlayerProps {
  src: string;
  /** Cover art (preview_url), if any. */
  poster?: string | null;
  blurhash?: string | null;
  alt?: string | null;
  /** The smallest height in px (the gallery's height). */
  height?: number;
  /** Fill the parent (the media modal). */
  fill?: boolean;
  autoPlay?: boolean;
  volume?: number;
  className?: string;
}

/** The video player's controls for an audio attachment (same shortcuts, no full screen). */
export function AudioPlayer({ src, poster, blurhash, alt, height, fill = false, autoPlay = false, volume = DEFAULT_VOLUME, className }: AudioPlayerProps) {
  const t = useT();
  const audioRef = useRef<HTMLAudioElement>(null);
  const art = safeUrl(poster);
  const controls = useMediaElement(audioRef, { volume });
  const classes = ['t-audio', fill ? 't-audio--fill' : 't-audio--inline', controls.paused ? 'is-paused' : 'is-playing', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes} style={fill ? undefined : { minHeight: height }} role="group" aria-label={alt ? t('media.audio_described', { description: alt }) : t('media.audio')} tabIndex={0} onKeyDown={(event) => handleMediaKey(event, controls)}>
      <Blurhash hash={blurhash} className="t-audio__blurhash" />
      <div className="t-audio__art">{art ? <img src={art} alt="" /> : <VolumeIcon size={40} />}</div>
      <audio ref={audioRef} src={safeUrl(src)} title={alt ?? undefined} autoPlay={autoPlay} preload="metadata" />
      <div className="t-audio__chrome">
        <MediaControls controls={controls} />
      </div>
    </div>
  );
}
