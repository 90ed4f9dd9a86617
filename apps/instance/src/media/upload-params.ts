import { ApiError, unprocessable } from '../http/api-error';
import { isUploadedFile, type UploadedFile } from '../http/multipart';
import { str } from '../http/param-readers';
import { IMAGE_SIZE_LIMIT, ImageError, inspectImage, type ImageInfo } from './images';
import { sniffMediaType, type SniffedType } from './sniff';

// https://github.com/mastodon/mastodon/blob/main/app/models/media_attachment.rb
export const DESCRIPTION_LIMIT = 1500;
const VIDEO_SIZE_LIMIT = 99 * 1024 * 1024;

export interface CheckedUpload {
  file: UploadedFile;
  type: SniffedType;
  /** The image header, for images. */
  image: ImageInfo | null;
}

/** undefined when not sent; null to clear. */
export function readDescription(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return undefined;
  const text = str(value);
  if (text === undefined) throw unprocessable('Description is invalid');
  if ([...text].length > DESCRIPTION_LIMIT) throw unprocessable(`Description is too long (maximum is ${DESCRIPTION_LIMIT} characters)`);
  return text.trim() === '' ? null : text;
}

/** `x,y`, each within -1..1 (https://docs.joinmastodon.org/api/guidelines/#focal-points); undefined when not sent or blank. */
export function readFocus(value: unknown): { x: number; y: number } | undefined {
  if (value === undefined || value === null) return undefined;
  const text = str(value);
  if (text === undefined) throw unprocessable('Focus is invalid');
  if (text.trim() === '') return undefined;
  const parts = text.split(',').map((part) => part.trim());
  const [x, y] = parts.map(Number);
  const valid = (n: number | undefined): n is number => n !== undefined && Number.isFinite(n) && n >= -1 && n <= 1;
  if (parts.length !== 2 || parts.some((p) => p === '') || !valid(x) || !valid(y)) {
    throw unprocessable('Focus must be two numbers between -1.0 and 1.0, as "x,y"');
  }
  return { x, y };
}

/**
 * Checks an uploaded file as Mastodon does before storing it: there is one, its content (not the
 * name or the declared type) is a supported type, it is within the size limits, and an image's
 * header can be read and is not too large.
 */
export async function checkUpload(value: unknown, options: { imagesOnly?: boolean } = {}): Promise<CheckedUpload> {
  if (!isUploadedFile(value) || value.data.length === 0) throw unprocessable("File can't be blank");
  const type = sniffMediaType(value.data);
  if (!type || (options.imagesOnly && type.kind !== 'image')) throw unprocessable('File content type is invalid');
  const limit = type.kind === 'image' ? IMAGE_SIZE_LIMIT : VIDEO_SIZE_LIMIT;
  if (value.data.length > limit) throw unprocessable(`File file size must be less than ${limit / 1024 / 1024} MB`);
  let image: ImageInfo | null = null;
  if (type.kind === 'image') {
    try {
      image = await inspectImage(value.data);
    } catch (error) {
      throw asApiError(error);
    }
  }
  return { file: value, type, image };
}

/** An image that could not be read is a 422 with Mastodon's message, never a 500. */
export function asApiError(error: unknown): unknown {
  return error instanceof ImageError ? new ApiError(422, error.message) : error;
}
