import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { ApiError, notFound } from '../http/api-error';
import { anyone, signedIn } from '../http/auth';
import { idParams } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { createMedia, failInterruptedMedia, findMedia, PROCESSING_ERROR, shouldDefer, storeThumbnail, type StoredMedia } from '../media/attachments';
import { defaultImage, DEFAULT_IMAGE_FILES, type DefaultImage } from '../media/default-images';
import { removeAttachmentFiles, removeMediaFile } from '../media/storage';
import { asApiError, checkUpload, readDescription, readFocus } from '../media/upload-params';
import { serializeMedia } from '../serializers/media';
import { deleteMedia, updateMediaDescription, updateMediaFocus, updateMediaThumbnail } from '../db/repositories/media';
import { isMediaScheduled } from '../db/repositories/scheduled-statuses';

/**
 * An attachment's fields, as they came (a multipart upload's files are UploadedFile values,
 * http/multipart.ts). They are checked as Mastodon's MediaAttachment validates them, by
 * readDescription, readFocus and checkUpload, whose 422s carry Mastodon's messages rather than a
 * param's name; for an update, once the attachment is found.
 */
const mediaFields = z.object({ description: z.unknown().optional(), focus: z.unknown().optional(), thumbnail: z.unknown().optional() });
const uploadFields = mediaFields.extend({ file: z.unknown().optional() });

/** https://docs.joinmastodon.org/methods/media/ */
export function mediaRoutes(app: FastifyInstance, instance: Instance): void {
  const { db } = instance;
  failInterruptedMedia(instance);
  const api = apiRoutes(app, instance);
  const writing = signedIn('write:media');

  // v2 answers 202 for a video or a large file and processes it afterwards; v1 answers once it is processed.
  for (const [url, version] of [['/api/v1/media', 1], ['/api/v2/media', 2]] as const) {
    api.post(url, { auth: writing, body: uploadFields }, async ({ reply, auth, body }) => {
      const description = readDescription(body.description);
      const focus = readFocus(body.focus);
      const file = await checkUpload(body.file);
      const thumbnail = body.thumbnail === undefined ? undefined : await checkUpload(body.thumbnail, { imagesOnly: true });
      const defer = version === 2 && shouldDefer(file);
      const row = await createMedia(instance, auth.accountId, { upload: file, thumbnail, description, focus }, { defer });
      return reply.status(defer ? 202 : 200).send(serializeMedia(instance, row));
    });
  }

  // The owner's attachment; one whose processing failed answers 422 as Mastodon's check_processing.
  const ownMedia = (accountId: string, id: string): StoredMedia => {
    const row = findMedia(instance, id);
    if (!row || row.account_id !== accountId) throw notFound();
    if (row.processing_error) throw new ApiError(422, PROCESSING_ERROR);
    return row;
  };
  const answer = (reply: FastifyReply, row: StoredMedia) => reply.status(row.file_path === null ? 206 : 200).send(serializeMedia(instance, row));

  api.get('/api/v1/media/:id', { auth: writing, params: idParams }, async ({ reply, auth, params }) => answer(reply, ownMedia(auth.accountId, params.id)));

  // Unlike Mastodon (which 404s once the media is attached), the description and focus stay editable after posting.
  api.put('/api/v1/media/:id', { auth: writing, params: idParams, body: mediaFields }, async ({ reply, auth, params, body }) => {
    const row = ownMedia(auth.accountId, params.id);
    const description = readDescription(body.description);
    const focus = readFocus(body.focus);
    const thumbnail = body.thumbnail === undefined ? undefined : await checkUpload(body.thumbnail, { imagesOnly: true });
    if (description !== undefined) updateMediaDescription(db, row.id, description);
    if (focus) updateMediaFocus(db, row.id, focus);
    if (thumbnail) {
      try {
        const stored = await storeThumbnail(instance, row.id, thumbnail);
        const blurhash = row.type === 'image' && row.blurhash ? row.blurhash : stored.blurhash;
        const meta = { ...parseMeta(row.meta), small: stored.size };
        updateMediaThumbnail(db, row.id, { previewPath: stored.path, blurhash, meta: JSON.stringify(meta) });
        if (row.preview_path?.includes('/thumbnail-')) await removeMediaFile(instance, row.preview_path);
      } catch (error) {
        throw asApiError(error);
      }
    }
    return answer(reply, findMedia(instance, row.id) ?? row);
  });

  // Mastodon 4.4: only an attachment no status uses (here, nor a scheduled one) may go; its files go with it.
  api.delete('/api/v1/media/:id', { auth: writing, params: idParams }, async ({ auth, params }) => {
    const row = findMedia(instance, params.id);
    if (!row || row.account_id !== auth.accountId) throw notFound();
    if (row.status_id !== null || isMediaScheduled(db, row.id)) throw new ApiError(422, 'Media attachment is currently used by a status');
    deleteMedia(db, row.id);
    await removeAttachmentFiles(instance, row.id);
    return {};
  });

  for (const [kind, file] of Object.entries(DEFAULT_IMAGE_FILES) as [DefaultImage, string][]) {
    api.get(`/${file}`, { auth: anyone }, async ({ reply }) =>
      reply.type('image/png').header('Cache-Control', 'public, max-age=604800').send(await defaultImage(instance, kind)),
    );
  }
}

function parseMeta(json: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
