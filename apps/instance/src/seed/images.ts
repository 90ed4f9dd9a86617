import { encode } from 'blurhash';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export interface ImageSize {
  width: number;
  height: number;
  size: string;
  aspect: number;
}

/** An image attachment ready to store: the file, a small preview, and what Mastodon's API says of them. */
export interface RenderedPhoto {
  original: Buffer;
  preview: Buffer;
  blurhash: string;
  meta: { original: ImageSize; small: ImageSize };
}

const PREVIEW_WIDTH = 400;

const sizeOf = (width: number, height: number): ImageSize => ({
  width,
  height,
  size: `${width}x${height}`,
  aspect: Math.round((width / height) * 1000) / 1000,
});

export async function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

/** A blurhash of an image, computed as Mastodon does: over a small RGBA resize, 4×3 components. */
export async function blurhashOf(image: Buffer | sharp.Sharp): Promise<string> {
  const input = Buffer.isBuffer(image) ? sharp(image) : image;
  const { data, info } = await input.resize(32, 32, { fit: 'fill' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return encode(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height, 4, 3);
}

/** An SVG drawing as a JPEG "photo" with a preview 400 wide and its blurhash. */
export async function renderPhoto(svg: string): Promise<RenderedPhoto> {
  // Rasterise once; the file, the preview and the blurhash all start from the same pixels.
  const pixels = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels } };
  const [original, preview, blurhash] = await Promise.all([
    sharp(pixels.data, raw).jpeg({ quality: 82 }).toBuffer({ resolveWithObject: true }),
    sharp(pixels.data, raw).resize(PREVIEW_WIDTH).jpeg({ quality: 78 }).toBuffer({ resolveWithObject: true }),
    blurhashOf(sharp(pixels.data, raw)),
  ]);
  return {
    original: original.data,
    preview: preview.data,
    blurhash,
    meta: { original: sizeOf(original.info.width, original.info.height), small: sizeOf(preview.info.width, preview.info.height) },
  };
}

/** Writes a file under the media folder; `file` is the path relative to it (as stored in the database). */
export function writeMedia(mediaDir: string, file: string, data: Buffer): void {
  const target = path.join(mediaDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, data);
}
