export { MediaModal, type MediaModalProps } from './MediaModal';
export { VideoPlayer, type VideoPlayerProps, type PlaybackState } from './VideoPlayer';
export { AudioPlayer, type AudioPlayerProps } from './AudioPlayer';
export { ZoomableImage, type ZoomableImageProps } from './ZoomableImage';
export { useHistoryEntry } from './use-history-entry';
export { useMediaElement, clampVolume, DEFAULT_VOLUME, type MediaElementControls, type MediaElementState } from './use-media-element';
export { MIN_ZOOM, MAX_ZOOM, clampScale, clampPan, zoomAt, type ZoomState } from './zoom';
export { formatTime } from './format-time';
