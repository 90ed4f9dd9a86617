import { crc32, deflateSync } from 'node:zlib';

/** Trumpet's mark (layout/BrandMark.tsx), in its 32-unit box: a horn and its handle, drawn in white on the accent. */
const HORN: readonly (readonly [number, number])[] = [
  [8, 13.5],
  [13.5, 13.5],
  [22, 8.5],
  [22, 23.5],
  [13.5, 18.5],
  [8, 18.5],
];
const HANDLE = { from: [10.5, 18.5], to: [12, 23], width: 2 } as const;
const CORNER_RADIUS = 9;
/** The mark's bounds, handle included. */
const MARK_BOX = { left: 8, right: 22, top: 8.5, bottom: 23.5 };

type Rgb = readonly [number, number, number];

export interface IconOptions {
  size: number;
  background: Rgb;
  /**
   * Maskable icons (https://web.dev/articles/maskable-icon) fill the whole square and keep the mark
   * inside the middle 80% circle the platform may crop to; the others are the rounded tile.
   */
  maskable: boolean;
}

function insidePolygon(x: number, y: number, points: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i] ?? [0, 0];
    const [xj, yj] = points[j] ?? [0, 0];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function nearSegment(x: number, y: number): boolean {
  const [ax, ay] = HANDLE.from;
  const [bx, by] = HANDLE.to;
  const t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)));
  return Math.hypot(x - (ax + t * (bx - ax)), y - (ay + t * (by - ay))) <= HANDLE.width / 2;
}

function insideRoundedSquare(x: number, y: number): boolean {
  const cx = Math.min(Math.max(x, CORNER_RADIUS), 32 - CORNER_RADIUS);
  const cy = Math.min(Math.max(y, CORNER_RADIUS), 32 - CORNER_RADIUS);
  return x >= 0 && x <= 32 && y >= 0 && y <= 32 && Math.hypot(x - cx, y - cy) <= CORNER_RADIUS;
}

const SAMPLES = 4;

/** The icon's RGBA pixels, each the average of 4×4 samples (anti-aliased edges). */
function rasterise({ size, background, maskable }: IconOptions): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  // The mark as on the tile, or for a maskable icon centred at half the icon's height (its diagonal then
  // stays well inside the safe circle).
  const markScale = maskable ? (size * 0.5) / (MARK_BOX.bottom - MARK_BOX.top) : size / 32;
  const markOffsetX = maskable ? size / 2 - ((MARK_BOX.left + MARK_BOX.right) / 2) * markScale : 0;
  const markOffsetY = maskable ? size / 2 - ((MARK_BOX.top + MARK_BOX.bottom) / 2) * markScale : 0;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let tile = 0;
      let mark = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = px + (sx + 0.5) / SAMPLES;
          const y = py + (sy + 0.5) / SAMPLES;
          if (maskable || insideRoundedSquare((x / size) * 32, (y / size) * 32)) tile++;
          const mx = (x - markOffsetX) / markScale;
          const my = (y - markOffsetY) / markScale;
          if (insidePolygon(mx, my, HORN) || nearSegment(mx, my)) mark++;
        }
      }
      const total = SAMPLES * SAMPLES;
      const white = mark / total;
      const offset = (py * size + px) * 4;
      for (let channel = 0; channel < 3; channel++) {
        pixels[offset + channel] = Math.round((background[channel] ?? 0) * (1 - white) + 255 * white);
      }
      pixels[offset + 3] = Math.round((255 * Math.max(tile, mark)) / total);
    }
  }
  return pixels;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG file (8-bit RGBA, no filtering) of the app's icon. */
export function appIconPng(options: IconOptions): Buffer {
  const { size } = options;
  const pixels = rasterise(options);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
