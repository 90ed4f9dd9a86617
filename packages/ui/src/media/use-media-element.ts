import { useCallback, useEffect, useState, type RefObject } from 'react';

/** SPEC §4 / §9: volume is clamped to 0..1 and starts at 0.5. */
export const DEFAULT_VOLUME = 0.5;
export const clampVolume = (volume: number): number => Math.min(1, Math.max(0, Number.isFinite(volume) ? volume : DEFAULT_VOLUME));

export interface MediaElementState {
  paused: boolean;
  muted: boolean;
  volume: number;
  currentTime: number;
  duration: number;
  /** The end in seconds of the buffered range that holds the current time. */
  buffered: number;
}

export interface MediaElementControls extends MediaElementState {
  togglePlay: () => void;
  toggleMute: () => void;
  setVolume: (volume: number) => void;
  /** Seeks to an absolute time, clamped to 0..duration. */
  seek: (seconds: number) => void;
  /** Seeks by a relative amount (j/l ±10 s, arrows ±5 s). */
  skip: (seconds: number) => void;
}

function bufferedEnd(media: HTMLMediaElement): number {
  const ranges = media.buffered;
  if (!ranges || ranges.length === 0) return 0;
  for (let i = 0; i < ranges.length; i += 1) {
    if (ranges.start(i) <= media.currentTime && media.currentTime <= ranges.end(i)) return ranges.end(i);
  }
  return ranges.end(ranges.length - 1);
}

const snapshot = (media: HTMLMediaElement): MediaElementState => ({
  paused: media.paused,
  muted: media.muted,
  volume: media.volume,
  currentTime: media.currentTime,
  duration: Number.isFinite(media.duration) ? media.duration : 0,
  buffered: bufferedEnd(media),
});

const EVENTS = ['play', 'pause', 'ended', 'timeupdate', 'progress', 'volumechange', 'durationchange', 'loadedmetadata', 'seeked'] as const;

export interface MediaElementOptions {
  volume?: number;
  muted?: boolean;
  /** Where playback starts, e.g. the time the inline player had reached before it was expanded. */
  startTime?: number;
}

/** Mirrors a <video> or <audio> element's state in React and drives it. */
export function useMediaElement(ref: RefObject<HTMLMediaElement | null>, options: MediaElementOptions = {}, key: unknown = null): MediaElementControls {
  const [state, setState] = useState<MediaElementState>({
    paused: true,
    muted: options.muted ?? false,
    volume: clampVolume(options.volume ?? DEFAULT_VOLUME),
    currentTime: options.startTime ?? 0,
    duration: 0,
    buffered: 0,
  });
  const { volume: initialVolume, muted: initialMuted, startTime } = options;

  useEffect(() => {
    const media = ref.current;
    if (!media) return undefined;
    media.volume = clampVolume(initialVolume ?? DEFAULT_VOLUME);
    media.muted = initialMuted ?? false;
    if (startTime) media.currentTime = startTime;
    const update = () => setState(snapshot(media));
    update();
    for (const name of EVENTS) media.addEventListener(name, update);
    return () => {
      for (const name of EVENTS) media.removeEventListener(name, update);
    };
    // The initial values apply once per element (`key` changes when the element is replaced).
  }, [ref, key]);

  const togglePlay = useCallback(() => {
    const media = ref.current;
    if (!media) return;
    if (media.paused) {
      // play() rejects when the browser refuses autoplay or the source fails; the state stays paused.
      void Promise.resolve(media.play()).catch(() => undefined);
    } else {
      media.pause();
    }
  }, [ref]);

  const toggleMute = useCallback(() => {
    const media = ref.current;
    if (!media) return;
    media.muted = !media.muted;
    // Unmuting at volume 0 would stay silent: bring the volume back to the default.
    if (!media.muted && media.volume === 0) media.volume = DEFAULT_VOLUME;
    setState(snapshot(media));
  }, [ref]);

  const setVolume = useCallback(
    (volume: number) => {
      const media = ref.current;
      if (!media) return;
      media.volume = clampVolume(volume);
      media.muted = media.volume === 0;
      setState(snapshot(media));
    },
    [ref],
  );

  const seek = useCallback(
    (seconds: number) => {
      const media = ref.current;
      if (!media) return;
      const duration = Number.isFinite(media.duration) ? media.duration : 0;
      media.currentTime = Math.max(0, duration > 0 ? Math.min(duration, seconds) : seconds);
      setState(snapshot(media));
    },
    [ref],
  );

  const skip = useCallback((seconds: number) => seek((ref.current?.currentTime ?? 0) + seconds), [ref, seek]);

  return { ...state, togglePlay, toggleMute, setVolume, seek, skip };
}
