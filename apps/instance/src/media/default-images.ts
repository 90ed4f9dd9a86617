import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Instance } from '../context';
import { mediaPath, writeMediaFile } from './storage';

export type DefaultImage = 'avatar' | 'header';

// What accounts without their own show, at the paths Mastodon serves them from.
export const DEFAULT_IMAGE_FILES: Record<DefaultImage, string> = {
  avatar: 'avatars/original/missing.png',
  header: 'headers/original/missing.png',
};

// A neutral grey square with a person's silhouette, as Mastodon's own missing.png.
const AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <rect width="400" height="400" fill="#c4c8cf"/>
  <circle cx="200" cy="158" r="78" fill="#eef0f3"/>
  <path d="M52 400c0-92 66-150 148-150s148 58 148 150z" fill="#eef0f3"/>
</svg>`;

// A quiet diagonal gradient, light enough for text and an avatar to sit on.
const HEADER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="500" viewBox="0 0 1500 500">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#d9dde3"/><stop offset="1" stop-color="#b9c0ca"/>
  </linearGradient></defs>
  <rect width="1500" height="500" fill="url(#g)"/>
</svg>`;

const SOURCES: Record<DefaultImage, string> = { avatar: AVATAR_SVG, header: HEADER_SVG };
const cache = new WeakMap<Instance, Map<DefaultImage, Promise<Buffer>>>();

/** The default avatar or header as PNG bytes: made once into the media folder, then read from there. */
export function defaultImage(instance: Instance, kind: DefaultImage): Promise<Buffer> {
  let images = cache.get(instance);
  if (!images) {
    images = new Map();
    cache.set(instance, images);
  }
  let image = images.get(kind);
  if (!image) {
    image = loadOrCreate(instance, kind);
    images.set(kind, image);
    image.catch(() => images.delete(kind));
  }
  return image;
}

async function loadOrCreate(instance: Instance, kind: DefaultImage): Promise<Buffer> {
  const file = DEFAULT_IMAGE_FILES[kind];
  try {
    return await readFile(mediaPath(instance, file));
  } catch {
    const png = await sharp(Buffer.from(SOURCES[kind])).png({ compressionLevel: 9 }).toBuffer();
    await writeMediaFile(instance, file, png);
    return png;
  }
}
