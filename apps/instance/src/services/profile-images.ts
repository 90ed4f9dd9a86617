import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Instance } from '../context';
import { ApiError } from '../http/api-error';
import type { UploadedFile } from '../http/multipart';

export type ProfileImageKind = 'avatar' | 'header';

export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
/** Mastodon's limit for avatars and headers. */
export const PROFILE_IMAGE_MAX_BYTES = 8 * 1024 * 1024;

// Mastodon crops avatars to 400×400 and headers to 1500×500 (app/models/concerns/account/avatar.rb, header.rb).
const SIZES: Record<ProfileImageKind, { width: number; height: number }> = { avatar: { width: 400, height: 400 }, header: { width: 1500, height: 500 } };
const LABELS: Record<ProfileImageKind, string> = { avatar: 'Avatar', header: 'Header' };

/**
 * Checks, crops and scales an uploaded avatar or header, writes it to the media folder and answers
 * its path there (`accounts/avatars/<account id>-<hex>.png`). A file of another type, over 8 MB or
 * not readable as an image is a 422.
 */
export async function storeProfileImage(instance: Instance, accountId: string, kind: ProfileImageKind, file: UploadedFile): Promise<string> {
  const label = LABELS[kind];
  if (!PROFILE_IMAGE_TYPES.includes(file.mimetype)) throw new ApiError(422, `Validation failed: ${label} must be a PNG, GIF, JPEG or WebP image`);
  if (file.data.length > PROFILE_IMAGE_MAX_BYTES) throw new ApiError(422, `Validation failed: ${label} file size must be less than 8 MB`);
  const { width, height } = SIZES[kind];
  let data: Buffer;
  try {
    data = await sharp(file.data, { animated: false, limitInputPixels: 50_000_000 }).rotate().resize(width, height, { fit: 'cover' }).png().toBuffer();
  } catch {
    throw new ApiError(422, `Validation failed: ${label} could not be read as an image`);
  }
  const relative = path.posix.join('accounts', `${kind}s`, `${accountId}-${randomBytes(8).toString('hex')}.png`);
  const target = path.join(instance.config.mediaDir, relative);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, data);
  return relative;
}

/** Deletes a stored avatar or header (ignoring what is already gone or lies outside accounts/). */
export async function removeProfileImage(instance: Instance, file: string | null): Promise<void> {
  if (!file || !/^accounts\/(avatars|headers)\/[^/]+$/.test(file)) return;
  await unlink(path.join(instance.config.mediaDir, file)).catch(() => undefined);
}
