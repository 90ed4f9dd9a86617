/** SPEC §9 "Pinch zoom 1 to 4". */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

export interface ZoomState {
  scale: number;
  /** Translation in px of the scaled image's centre from the frame's centre. */
  x: number;
  y: number;
}

export const NO_ZOOM: ZoomState = { scale: 1, x: 0, y: 0 };

export const clampScale = (scale: number): number => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Number.isFinite(scale) ? scale : MIN_ZOOM));

/** Keeps the scaled image covering its frame: no pan at 1x, at most half the overflow each way. */
export function clampPan(state: ZoomState, width: number, height: number): ZoomState {
  const scale = clampScale(state.scale);
  const maxX = ((scale - 1) * width) / 2;
  const maxY = ((scale - 1) * height) / 2;
  return { scale, x: Math.min(maxX, Math.max(-maxX, state.x)), y: Math.min(maxY, Math.max(-maxY, state.y)) };
}

/**
 * Zooms to `scale` keeping the point (px from the frame's centre) under the pointer still, as a pinch
 * or the wheel does.
 */
export function zoomAt(state: ZoomState, scale: number, pointX: number, pointY: number, width: number, height: number): ZoomState {
  const next = clampScale(scale);
  const ratio = next / state.scale;
  return clampPan({ scale: next, x: pointX - (pointX - state.x) * ratio, y: pointY - (pointY - state.y) * ratio }, width, height);
}
