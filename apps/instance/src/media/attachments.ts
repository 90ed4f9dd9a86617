import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import {
  deleteMedia,
  failUnprocessedMedia,
  findMediaWithProcessing,
  insertMedia,
  setMediaFiles,
  setMediaProcessingError,
  type MediaWithProcessingRow,
} from '../db/repositories/media';
import { processImage, type ImageSize } from './images';
import { attachmentFolder, removeAttachmentFiles, writeMediaFile } from './storage';
import { asApiError, type CheckedUpload } from './upload-params';

export const PROCESSING_ERROR = 'Error processing thumbnail for uploaded media';
// v2 uploads larger than this (and every video) are answered before they are processed.
const DEFER_ABOVE_BYTES = 1024 * 1024;

export interface NewMedia {
  upload: CheckedUpload;
  thumbnail?: CheckedUpload;
  description?: string | null;
  focus?: { x: number; y: number };
}

export type StoredMedia = MediaWithProcessingRow;

export const findMedia = (instance: Instance, id: string): StoredMedia | undefined => findMediaWithProcessing(instance.db, id);

/** Whether a v2 upload is processed after the answer (202) rather than before it. */
export const shouldDefer = (upload: CheckedUpload): boolean => upload.type.kind === 'video' || upload.file.data.length > DEFER_ABOVE_BYTES;

/**
 * Creates an attachment from a checked upload. Processed at once unless `defer`, in which case the
 * row is answered still processing (`file_path` NULL, `url` null) and the work is queued.
 * https://docs.joinmastodon.org/methods/media/#v2
 */
export async function createMedia(instance: Instance, accountId: string, input: NewMedia, options: { defer: boolean }): Promise<StoredMedia> {
  const id = snowflake(instance.now());
  insertMedia(instance.db, {
    id,
    account_id: accountId,
    type: input.upload.type.kind,
    content_type: input.upload.type.mime,
    description: input.description ?? null,
    focus_x: input.focus?.x ?? 0,
    focus_y: input.focus?.y ?? 0,
    created_at: instance.now().toISOString(),
  });
  if (options.defer) {
    enqueue(instance, async () => {
      try {
        await processMedia(instance, id, input);
      } catch {
        if (instance.db.open) setMediaProcessingError(instance.db, id, PROCESSING_ERROR);
      }
    });
  } else {
    try {
      await processMedia(instance, id, input);
    } catch (error) {
      deleteMedia(instance.db, id);
      await removeAttachmentFiles(instance, id);
      throw asApiError(error);
    }
  }
  const row = findMedia(instance, id);
  if (!row) throw new Error(`media ${id} vanished`);
  return row;
}

/**
 * Stores the files: an image's original (upright, without EXIF), its preview and blurhash; video
 * and audio as uploaded, with no transcoding (there is no ffmpeg here, so GIFs stay `image` rather
 * than becoming `gifv`, and videos get no `meta`). A thumbnail becomes the preview.
 */
async function processMedia(instance: Instance, id: string, input: NewMedia): Promise<void> {
  const { upload } = input;
  const folder = attachmentFolder(id);
  const filePath = `${folder}/original.${upload.type.ext}`;
  let previewPath: string | null = null;
  let blurhash: string | null = null;
  const meta: { original?: ImageSize; small?: ImageSize } = {};

  if (upload.image) {
    const image = await processImage(upload.file.data, upload.image);
    await writeMediaFile(instance, filePath, image.original ?? upload.file.data);
    previewPath = `${folder}/small.webp`;
    await writeMediaFile(instance, previewPath, image.small);
    meta.original = image.originalSize;
    meta.small = image.smallSize;
    blurhash = image.blurhash;
  } else {
    await writeMediaFile(instance, filePath, upload.file.data);
  }
  if (input.thumbnail?.image) {
    const thumbnail = await storeThumbnail(instance, id, input.thumbnail);
    previewPath = thumbnail.path;
    meta.small = thumbnail.size;
    blurhash = upload.image ? blurhash : thumbnail.blurhash;
  }
  if (!instance.db.open) return;
  setMediaFiles(instance.db, id, { file_path: filePath, preview_path: previewPath, meta: JSON.stringify(meta), blurhash });
}

/** A custom preview (Mastodon's `thumbnail`): stored as a WebP at most 640 pixels on its long side. */
export async function storeThumbnail(instance: Instance, id: string, thumbnail: CheckedUpload): Promise<{ path: string; size: ImageSize; blurhash: string }> {
  if (!thumbnail.image) throw new Error('a thumbnail must be an image');
  const processed = await processImage(thumbnail.file.data, thumbnail.image);
  const path = `${attachmentFolder(id)}/thumbnail-${Date.now().toString(36)}.webp`;
  await writeMediaFile(instance, path, processed.small);
  return { path, size: processed.smallSize, blurhash: processed.blurhash };
}

const queues = new WeakMap<Instance, Promise<void>>();

/** Runs deferred processing one job at a time, after the current answer has gone out. */
function enqueue(instance: Instance, job: () => Promise<void>): void {
  const previous = queues.get(instance) ?? Promise.resolve();
  const next = previous.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(job);
  queues.set(instance, next);
}

/** Resolves when every queued job has run (for tests and orderly shutdown). */
export async function mediaQueueIdle(instance: Instance): Promise<void> {
  let current = queues.get(instance);
  while (current) {
    await current;
    const latest = queues.get(instance);
    if (latest === current) return;
    current = latest;
  }
}

/**
 * Uploads are held in memory while they wait: the ones a previous run left unprocessed cannot be
 * finished, and are marked failed so that clients polling them stop.
 */
export function failInterruptedMedia(instance: Instance): void {
  failUnprocessedMedia(instance.db, PROCESSING_ERROR);
}
