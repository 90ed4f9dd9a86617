export interface PickerPlacement {
  side: 'top' | 'bottom';
  /** Fixed-position offsets in px: `top` when below the button, `bottom` when above it. */
  top?: number;
  bottom?: number;
  left: number;
}

interface Box {
  top: number;
  bottom: number;
  right: number;
}

interface Size {
  width: number;
  height: number;
}

const GAP = 4;
const MARGIN = 8;

/**
 * SPEC §2 "opens below or above depending on position": below the button when the panel fits there or
 * there is more room below than above, else above; its right edge on the button's, kept in the viewport.
 */
export function placePicker(anchor: Box, viewport: Size, panel: Size): PickerPlacement {
  const below = viewport.height - anchor.bottom - GAP - MARGIN;
  const above = anchor.top - GAP - MARGIN;
  const left = Math.max(MARGIN, Math.min(anchor.right - panel.width, viewport.width - panel.width - MARGIN));
  if (below >= panel.height || below >= above) return { side: 'bottom', top: anchor.bottom + GAP, left };
  return { side: 'top', bottom: viewport.height - anchor.top + GAP, left };
}
