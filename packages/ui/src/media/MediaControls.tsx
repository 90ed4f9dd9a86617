import type { ReactNode } from 'react';
import { IconButton } from '../common/Button';
import { useLocale, useT } from '../i18n/locale-context';
import { PauseIcon, PlayIcon, VolumeIcon, VolumeOffIcon } from '../icons';
import { formatTime } from './format-time';
import { SeekBar } from './SeekBar';
import type { MediaElementControls } from './use-media-element';
import './MediaControls.css';

export interface MediaControlsProps {
  controls: MediaElementControls;
  onDragging?: (dragging: boolean) => void;
  /** Buttons at the right end (hide, expand, full screen, close). */
  children?: ReactNode;
}

/** The control bar shared by the video and audio players: seek bar, play or pause, mute, volume, time. */
export function MediaControls({ controls, onDragging, children }: MediaControlsProps) {
  const t = useT();
  const locale = useLocale();
  const { paused, muted, volume, currentTime, duration, buffered } = controls;
  const shownVolume = muted ? 0 : volume;
  return (
    <div className="t-media-controls">
      <SeekBar currentTime={currentTime} duration={duration} buffered={buffered} onSeek={controls.seek} onDragging={onDragging} />
      <div className="t-media-controls__row">
        <IconButton icon={paused ? PlayIcon : PauseIcon} label={paused ? t('media.play') : t('media.pause')} onPress={controls.togglePlay} className="t-media-controls__button" />
        <IconButton icon={muted ? VolumeOffIcon : VolumeIcon} label={muted ? t('media.unmute') : t('media.mute')} onPress={controls.toggleMute} className="t-media-controls__button" />
        <input
          className="t-media-controls__volume"
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={shownVolume}
          aria-label={t('media.volume')}
          aria-valuetext={new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(shownVolume)}
          style={{ ['--t-volume' as string]: `${shownVolume * 100}%` }}
          onChange={(event) => controls.setVolume(Number(event.currentTarget.value))}
        />
        <span className="t-media-controls__time">
          <span>{formatTime(currentTime)}</span>
          <span className="t-media-controls__sep"> / </span>
          <span>{formatTime(duration)}</span>
        </span>
        <span className="t-media-controls__spacer" />
        {children}
      </div>
    </div>
  );
}
