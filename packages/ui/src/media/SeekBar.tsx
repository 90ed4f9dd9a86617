import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useT } from '../i18n/locale-context';
import { formatTime } from './format-time';

/** SPEC §9 "seek throttle 60 ms" while dragging. */
export const SEEK_THROTTLE = 60;

export interface SeekBarProps {
  currentTime: number;
  duration: number;
  buffered: number;
  onSeek: (seconds: number) => void;
  /** Called with true when a drag starts and false when it ends (SPEC §4 video state 'dragging'). */
  onDragging?: (dragging: boolean) => void;
}

const fraction = (value: number, total: number) => (total > 0 ? Math.min(1, Math.max(0, value / total)) : 0);

/** The seek bar: buffered and played ranges, a handle, drag and click to seek (SPEC §4 "Seek 0..1"). */
export function SeekBar({ currentTime, duration, buffered, onSeek, onDragging }: SeekBarProps) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const [dragTime, setDragTime] = useState<number | null>(null);
  const lastSeek = useRef(0);

  const timeAt = useCallback(
    (clientX: number) => {
      const rect = ref.current?.getBoundingClientRect();
      if (!rect || rect.width === 0) return 0;
      return fraction(clientX - rect.left, rect.width) * duration;
    },
    [duration],
  );

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || duration <= 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const time = timeAt(event.clientX);
    setDragTime(time);
    onDragging?.(true);
    onSeek(time);
    lastSeek.current = Date.now();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragTime === null) return;
    const time = timeAt(event.clientX);
    setDragTime(time);
    if (Date.now() - lastSeek.current >= SEEK_THROTTLE) {
      lastSeek.current = Date.now();
      onSeek(time);
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (dragTime === null) return;
    onSeek(timeAt(event.clientX));
    setDragTime(null);
    onDragging?.(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Home') onSeek(0);
    else if (event.key === 'End') onSeek(duration);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  const shown = dragTime ?? currentTime;
  const played = fraction(shown, duration) * 100;
  return (
    <div
      ref={ref}
      className={dragTime === null ? 't-seek' : 't-seek is-dragging'}
      role="slider"
      tabIndex={0}
      aria-label={t('media.seek')}
      aria-valuemin={0}
      aria-valuemax={Math.round(duration)}
      aria-valuenow={Math.round(shown)}
      aria-valuetext={t('media.seek_value', { time: formatTime(shown), duration: formatTime(duration) })}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    >
      <span className="t-seek__track">
        <span className="t-seek__buffered" style={{ width: `${fraction(buffered, duration) * 100}%` }} />
        <span className="t-seek__played" style={{ width: `${played}%` }} />
      </span>
      <span className="t-seek__handle" style={{ left: `${played}%` }} />
    </div>
  );
}
