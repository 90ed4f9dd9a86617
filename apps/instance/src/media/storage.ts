import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Instance } from '../context';

/** The folder of one attachment's files inside the media folder, served under /system/. */
export const attachmentFolder = (id: string): string => `media_attachments/files/${id}`;

/** The absolute path of a file in the media folder; refuses anything that would leave it. */
export function mediaPath(instance: Instance, relative: string): string {
  const root = path.resolve(instance.config.mediaDir);
  const full = path.resolve(root, relative);
  if (!full.startsWith(root + path.sep)) throw new Error(`media path outside the media folder: ${relative}`);
  return full;
}

export async function writeMediaFile(instance: Instance, relative: string, data: Buffer): Promise<void> {
  const full = mediaPath(instance, relative);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, data);
}

export async function removeMediaFile(instance: Instance, relative: string): Promise<void> {
  await rm(mediaPath(instance, relative), { force: true });
}

export async function removeAttachmentFiles(instance: Instance, id: string): Promise<void> {
  await rm(mediaPath(instance, attachmentFolder(id)), { recursive: true, force: true });
}
