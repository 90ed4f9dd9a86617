import { encode } from 'blurhash';
import sharp, { type Sharp } from 'sharp';

// Mastodon's limits: images up to 16 MB and 7680x4320 pixels.
// https://github.com/mastodon/mastodon/blob/main/app/models/media_attachment.rb
export const IMAGE_SIZE_LIMIT = 16 * 1024 * 1024;
export const IMAGE_MATRIX_LIMIT = 33_177_600;
const PREVIEW_SIDE = 640;
const BLURHASH_SIDE = 32;

export interface ImageSize {
  width: number;
  height: number;
  size: string;
  aspect: number;
}

export interface ProcessedImage {
  /** A re-encoded original (turned upright, metadata stripped), or null to keep the upload's bytes. */
  original: Buffer | null;
  originalSize: ImageSize;
  small: Buffer;
  smallSize: ImageSize;
  blurhash: string;
}

/** An image that sharp cannot read, or that is too large to process. */
export class ImageError extends Error {}

export const sizeOf = (width: number, height: number): ImageSize => ({ width, height, size: `${width}x${height}`, aspect: width / height });

const open = (data: Buffer): Sharp => sharp(data, { limitInputPixels: IMAGE_MATRIX_LIMIT, failOn: 'error' });

export interface ImageInfo {
  format: string;
  width: number;
  height: number;
  /** EXIF orientation (1 upright .. 8). */
  orientation: number;
  hasMetadata: boolean;
  animated: boolean;
}

/** Reads an image's header only: cheap enough to do before answering an upload. */
export async function inspectImage(data: Buffer): Promise<ImageInfo> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(data).metadata();
  } catch {
    throw new ImageError('File type of uploaded media could not be verified');
  }
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  if (width <= 0 || height <= 0) throw new ImageError('File type of uploaded media could not be verified');
  if (width * height > IMAGE_MATRIX_LIMIT) throw new ImageError(`${width}x${height} images are not supported`);
  return {
    format: metadata.format ?? '',
    width,
    height,
    orientation: metadata.orientation ?? 1,
    hasMetadata: Boolean(metadata.exif ?? metadata.xmp ?? metadata.iptc),
    animated: (metadata.pages ?? 1) > 1,
  };
}

/**
 * Turns an uploaded image into what Mastodon stores: the original upright and without EXIF (which
 * may hold a location) when it had any, a WebP preview at most 640 pixels on its long side, and a
 * blurhash computed from the image. Animated images keep their frames in the original; the
 * preview and blurhash use the first frame.
 */
export async function processImage(data: Buffer, info: ImageInfo): Promise<ProcessedImage> {
  try {
    const rotated = info.orientation >= 5 && info.orientation <= 8;
    let original: Buffer | null = null;
    if ((info.orientation !== 1 || info.hasMetadata) && !info.animated) {
      original = await open(data).rotate().toFormat(outputFormat(info.format)).toBuffer();
    }
    const originalSize = rotated ? sizeOf(info.height, info.width) : sizeOf(info.width, info.height);
    const small = await open(data)
      .rotate()
      .resize(PREVIEW_SIDE, PREVIEW_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return {
      original,
      originalSize,
      small: small.data,
      smallSize: sizeOf(small.info.width, small.info.height),
      blurhash: await blurhashOf(data),
    };
  } catch (error) {
    if (error instanceof ImageError) throw error;
    throw new ImageError('File type of uploaded media could not be verified');
  }
}

function outputFormat(format: string): keyof sharp.FormatEnum {
  switch (format) {
    case 'png':
    case 'webp':
    case 'gif':
      return format;
    case 'heif':
      return 'avif';
    default:
      return 'jpeg';
  }
}

/** A 4x3-component blurhash over a small RGBA version of the image (turned upright). */
export async function blurhashOf(data: Buffer): Promise<string> {
  const { data: pixels, info } = await open(data)
    .rotate()
    .resize(BLURHASH_SIDE, BLURHASH_SIDE, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return encode(new Uint8ClampedArray(pixels), info.width, info.height, 4, 3);
}
