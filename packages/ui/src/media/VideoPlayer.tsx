import { useCallback, useEffect, useRef, useState, type CSSProperties, type MouseEvent, type SyntheticEvent } from 'react';
import { type DisplayMedia } from '@trumpet/core';
import { safeUrl } from '@trumpet/core/text';
import { IconButton } from '../common/Button';
import { useT } from '../i18n/locale-context';
import { CloseIcon, ExpandIcon, EyeOffIcon, PlayIcon } from '../icons';
import { Blurhash } from '../status/Blurhash';
import { frameRatio, initiallyVisible } from '../status/MediaGallery';
import { MediaControls } from './MediaControls';
import { MediaSpoiler } from './MediaSpoiler';
import { ExitFullscreenIcon, FullscreenIcon } from './media-icons';
import { handleMediaKey } from './media-keys';
import { useFullscreen } from './use-fullscreen';
import { useIdle } from './use-idle';
import { useMediaElement, DEFAULT_VOLUME } from './use-media-element';
import './VideoPlayer.css';

/** Where an inline player was when it was expanded, so the modal carries on from there. */
export interface PlaybackState {
  currentTime: number;
  volume: number;
  muted: boolean;
}

export interface VideoPlayerProps {
  src: string;
  /** The still shown before playback (the attachment's preview_url). */
  preview?: string | null;
  blurhash?: string | null;
  /** The attachment's description, read as the video's name and shown as its tooltip. */
  alt?: string | null;
  /** Width / height of the video (meta.original.aspect); without it, the video's own once known, 16:9 until then. */
  aspectRatio?: number | null;
  /** Fill the parent instead (the media modal). */
  fill?: boolean;
  sensitive?: boolean;
  displayMedia?: DisplayMedia;
  autoPlay?: boolean;
  /** Start here: the inline player's state when it was expanded. */
  startTime?: number;
  volume?: number;
  muted?: boolean;
  /** 'Expand video': open it in the media modal (the player pauses). */
  onExpand?: (state: PlaybackState) => void;
  /** 'Close video' (e.g. a video card's embed). */
  onClose?: () => void;
  /** Take the focus on mount so the shortcuts work at once (a single video in the modal). */
  autoFocus?: boolean;
  className?: string;
}

/**
 * The video player of SPEC §2: play or pause, mute, volume, seek bar with buffered and played ranges,
 * time, full screen, expand, close, hide and the sensitive overlay; shortcuts as Mastodon's player
 * (space / k, m, f, j / l, arrows). Inline, it is as wide as its column with the video's aspect
 * (SPEC §2 gallery rules); while playing, the controls fade after a while without pointer movement
 * and come back on movement or focus. Without a preview the first frame is the poster.
 */
export function VideoPlayer({
  src,
  preview,
  blurhash,
  alt,
  aspectRatio,
  fill = false,
  sensitive = false,
  displayMedia = 'default',
  autoPlay = false,
  startTime,
  volume = DEFAULT_VOLUME,
  muted = false,
  onExpand,
  onClose,
  autoFocus = false,
  className,
}: VideoPlayerProps) {
  const t = useT();
  const rootRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [revealed, setRevealed] = useState(() => initiallyVisible(displayMedia, sensitive));
  const [loaded, setLoaded] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [naturalRatio, setNaturalRatio] = useState<number | null>(null);
  const controls = useMediaElement(videoRef, { volume, muted, startTime }, revealed);
  const { isFullscreen, toggleFullscreen } = useFullscreen(rootRef);
  const { togglePlay } = controls;
  const { idle, wake, sleep } = useIdle(!controls.paused && !dragging);

  useEffect(() => {
    if (autoFocus) rootRef.current?.focus({ preventScroll: true });
  }, [autoFocus]);

  const hide = useCallback(() => {
    videoRef.current?.pause();
    setRevealed(false);
  }, []);
  const expand = useCallback(() => {
    const video = videoRef.current;
    video?.pause();
    onExpand?.({ currentTime: video?.currentTime ?? 0, volume: video?.volume ?? volume, muted: video?.muted ?? muted });
  }, [onExpand, volume, muted]);
  const onVideoClick = useCallback(
    (event: MouseEvent<HTMLVideoElement>) => {
      event.stopPropagation();
      togglePlay();
    },
    [togglePlay],
  );

  const onLoadedMetadata = useCallback((event: SyntheticEvent<HTMLVideoElement>) => {
    const { videoWidth, videoHeight } = event.currentTarget;
    if (videoWidth > 0 && videoHeight > 0) setNaturalRatio(videoWidth / videoHeight);
  }, []);

  const style: CSSProperties | undefined = fill ? undefined : { aspectRatio: String(frameRatio(aspectRatio ?? naturalRatio)) };
  const classes = [
    't-video',
    fill ? 't-video--fill' : 't-video--inline',
    controls.paused ? 'is-paused' : 'is-playing',
    dragging ? 'is-dragging' : '',
    isFullscreen ? 'is-fullscreen' : '',
    idle ? 'is-idle' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      ref={rootRef}
      className={classes}
      style={style}
      role="group"
      aria-label={alt ? t('media.video_described', { description: alt }) : t('media.video')}
      tabIndex={revealed ? 0 : -1}
      onKeyDown={
        revealed
          ? (event) => {
              wake();
              handleMediaKey(event, controls, toggleFullscreen);
            }
          : undefined
      }
      onPointerMove={wake}
      onPointerDown={wake}
      onPointerLeave={sleep}
      onFocus={wake}
    >
      {!loaded || !revealed ? <Blurhash hash={blurhash} className="t-video__blurhash" /> : null}
      {revealed ? (
        <>
          <video
            ref={videoRef}
            className="t-video__video"
            src={safeUrl(src)}
            poster={safeUrl(preview)}
            title={alt ?? undefined}
            aria-label={alt ?? undefined}
            autoPlay={autoPlay}
            playsInline
            preload={autoPlay ? 'auto' : 'metadata'}
            onClick={onVideoClick}
            onLoadedMetadata={onLoadedMetadata}
            onLoadedData={() => setLoaded(true)}
          />
          {controls.paused && controls.currentTime === 0 ? (
            <button type="button" className="t-video__big-play" aria-hidden="true" tabIndex={-1} onClick={togglePlay}>
              <PlayIcon size={28} />
            </button>
          ) : null}
          <div className="t-video__chrome">
            <MediaControls controls={controls} onDragging={setDragging}>
              {!fill ? <IconButton icon={EyeOffIcon} label={t('media.hide_video')} onPress={hide} className="t-media-controls__button" /> : null}
              {onExpand ? <IconButton icon={ExpandIcon} label={t('media.expand_video')} onPress={expand} className="t-media-controls__button" /> : null}
              <IconButton
                icon={isFullscreen ? ExitFullscreenIcon : FullscreenIcon}
                label={isFullscreen ? t('media.exit_fullscreen') : t('media.fullscreen')}
                onPress={toggleFullscreen}
                className="t-media-controls__button"
              />
              {onClose ? <IconButton icon={CloseIcon} label={t('media.close_video')} onPress={onClose} className="t-media-controls__button" /> : null}
            </MediaControls>
          </div>
        </>
      ) : (
        <MediaSpoiler sensitive={sensitive} onReveal={() => setRevealed(true)} />
      )}
    </div>
  );
}
