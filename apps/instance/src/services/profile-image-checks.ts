import { unlink } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Instance } from '../context';
import { unprocessable } from '../http/api-error';
import type { UploadedFile } from '../http/multipart';
import { PROFILE_IMAGE_MAX_BYTES } from './profile-images';

export type ProfileImageKind = 'avatar' | 'header';

// The formats Mastodon takes for avatars and headers (Account::Avatar::IMAGE_MIME_TYPES), read from the bytes.
const FORMATS = new Set(['jpeg', 'png', 'gif', 'webp', 'avif', 'heif']);
const LABEL: Record<ProfileImageKind, string> = { avatar: 'Avatar', header: 'Header' };

/** Refuses (422) an upload that is too big or is not an image sharp can read. */
export async function checkProfileImage(kind: ProfileImageKind, file: UploadedFile): Promise<void> {
  if (file.data.length > PROFILE_IMAGE_MAX_BYTES) {
    throw unprocessable(`${LABEL[kind]} file size must be less than 8 MB`, { [kind]: [{ error: 'ERR_TOO_BIG' }] });
  }
  const format = await sharp(file.data)
    .metadata()
    .then((meta) => meta.format)
    .catch(() => undefined);
  if (format === undefined || !FORMATS.has(format)) {
    throw unprocessable(`${LABEL[kind]} file has an invalid content type`, { [kind]: [{ error: 'ERR_INVALID' }] });
  }
}

/** Deletes an uploaded avatar or header once it is replaced; a missing file is not an error. */
export async function removeProfileImage(instance: Instance, relative: string | null): Promise<void> {
  if (!relative || relative.includes('..') || !/^accounts\/(avatars|headers)\//.test(relative)) return;
  await unlink(path.join(instance.config.mediaDir, ...relative.split('/'))).catch(() => undefined);
}
