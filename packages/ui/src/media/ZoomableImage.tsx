import { safeUrl } from '@trumpet/core/text';
import { useCallback, useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { Blurhash } from '../status/Blurhash';
import { clampPan, MAX_ZOOM, NO_ZOOM, zoomAt, type ZoomState } from './zoom';

export interface ZoomableImageProps {
  src: string;
  alt: string;
  blurhash?: string | null;
  /** Shown under the full image while it loads when there is no blurhash. */
  preview?: string | null;
  /** Width / height (meta.original.aspect), to size the placeholder like the image. */
  aspect?: number | null;
  /** Reports whether the image is zoomed in (the modal then lets a drag pan instead of swipe). */
  onZoomChange?: (zoomed: boolean) => void;
  /** A click or tap that was not a drag. */
  onTap?: () => void;
}

/** A drag of at least this many px is a pan, not a tap (SPEC §9 "click versus drag under 5 px"). */
const DRAG_THRESHOLD = 5;
const DOUBLE_CLICK_ZOOM = 2;

interface Point {
  x: number;
  y: number;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * An image that zooms between 1x and 4x (SPEC §2 "Images pinch-zoom between 1x and 4x"): pinch with two
 * pointers, the wheel, or a double click; dragging pans while zoomed. A blurhash shows until it loads.
 */
export function ZoomableImage({ src, alt, blurhash, preview, aspect, onZoomChange, onTap }: ZoomableImageProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const image = safeUrl(src);
  const still = safeUrl(preview);
  const [zoom, setZoom] = useState<ZoomState>(NO_ZOOM);
  const [loaded, setLoaded] = useState(false);
  const zoomRef = useRef(zoom);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<{ start: Point; last: Point; moved: boolean; pinch: { distance: number; scale: number } | null } | null>(null);

  const apply = useCallback(
    (next: ZoomState) => {
      zoomRef.current = next;
      setZoom(next);
      onZoomChange?.(next.scale > 1);
    },
    [onZoomChange],
  );

  /** A point relative to the frame's centre, and the frame's size. */
  const frame = useCallback((clientX: number, clientY: number) => {
    const rect = frameRef.current?.getBoundingClientRect();
    const width = rect?.width ?? 0;
    const height = rect?.height ?? 0;
    return { x: clientX - (rect?.left ?? 0) - width / 2, y: clientY - (rect?.top ?? 0) - height / 2, width, height };
  }, []);

  useEffect(() => {
    const element = frameRef.current;
    if (!element) return undefined;
    // A native listener: React's wheel handler is passive and could not stop the page from scrolling.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const current = zoomRef.current;
      const { x, y, width, height } = frame(event.clientX, event.clientY);
      const factor = Math.exp(-event.deltaY * (event.deltaMode === 1 ? 0.05 : 0.002));
      apply(zoomAt(current, current.scale * factor, x, y, width, height));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [apply, frame]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const point = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, point);
    const all = [...pointers.current.values()];
    if (all.length === 2 && all[0] && all[1]) {
      gesture.current = { start: point, last: point, moved: true, pinch: { distance: distance(all[0], all[1]), scale: zoomRef.current.scale } };
    } else if (all.length === 1) {
      gesture.current = { start: point, last: point, moved: false, pinch: null };
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    const point = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, point);
    const current = gesture.current;
    if (!current) return;
    const all = [...pointers.current.values()];
    if (current.pinch && all.length >= 2 && all[0] && all[1]) {
      const centre = frame((all[0].x + all[1].x) / 2, (all[0].y + all[1].y) / 2);
      const scale = current.pinch.scale * (distance(all[0], all[1]) / Math.max(1, current.pinch.distance));
      apply(zoomAt(zoomRef.current, scale, centre.x, centre.y, centre.width, centre.height));
      return;
    }
    if (distance(point, current.start) >= DRAG_THRESHOLD) current.moved = true;
    const state = zoomRef.current;
    if (state.scale > 1 && current.moved) {
      const { width, height } = frame(0, 0);
      apply(clampPan({ ...state, x: state.x + point.x - current.last.x, y: state.y + point.y - current.last.y }, width, height));
    }
    current.last = point;
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size === 0 && gesture.current?.pinch) gesture.current = { ...gesture.current, pinch: null };
  };

  const onClick = () => {
    const moved = gesture.current?.moved ?? false;
    gesture.current = null;
    if (!moved) onTap?.();
  };

  const onDoubleClick = (event: MouseEvent<HTMLDivElement>) => {
    const current = zoomRef.current;
    if (current.scale > 1) {
      apply(NO_ZOOM);
      return;
    }
    const { x, y, width, height } = frame(event.clientX, event.clientY);
    apply(zoomAt(current, Math.min(MAX_ZOOM, DOUBLE_CLICK_ZOOM), x, y, width, height));
  };

  const zoomed = zoom.scale > 1;
  return (
    <div
      ref={frameRef}
      className={zoomed ? 't-zoom is-zoomed' : 't-zoom'}
      data-scale={zoom.scale.toFixed(2)}
      style={aspect && Number.isFinite(aspect) && aspect > 0 ? { ['--t-aspect' as string]: String(aspect) } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onClick={onClick}
      onDoubleClick={onDoubleClick}
    >
      {!loaded ? blurhash ? <Blurhash hash={blurhash} className="t-zoom__placeholder" /> : still ? <img className="t-zoom__placeholder" src={still} alt="" /> : null : null}
      <img
        className={loaded ? 't-zoom__image is-loaded' : 't-zoom__image'}
        src={image}
        alt={alt}
        draggable={false}
        onLoad={() => setLoaded(true)}
        style={{ transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }}
      />
    </div>
  );
}
