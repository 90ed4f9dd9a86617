import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Instance } from '../context';
import { ApiError, notFound } from '../http/api-error';
import { requireUser } from '../http/auth';
import { idParam, paramsOf } from '../http/params';
import { createMedia, failInterruptedMedia, findMedia, PROCESSING_ERROR, shouldDefer, storeThumbnail, type StoredMedia } from '../media/attachments';
import { defaultImage, DEFAULT_IMAGE_FILES, type DefaultImage } from '../media/default-images';
import { removeMediaFile } from '../media/storage';
import { asApiError, checkUpload, readDescription, readFocus } from '../media/upload-params';
import { serializeMedia } from '../serializers/media';
import { updateMediaDescription, updateMediaFocus, updateMediaThumbnail } from '../db/repositories/media';

/** https://docs.joinmastodon.org/methods/media/ */
export function mediaRoutes(app: FastifyInstance, instance: Instance): void {
  const { db } = instance;
  failInterruptedMedia(instance);

  const upload = async (request: FastifyRequest, reply: FastifyReply, version: 1 | 2) => {
    const auth = requireUser(instance, request, 'write:media');
    const params = paramsOf(request);
    const description = readDescription(params.description);
    const focus = readFocus(params.focus);
    const file = await checkUpload(params.file);
    const thumbnail = params.thumbnail === undefined ? undefined : await checkUpload(params.thumbnail, { imagesOnly: true });
    const defer = version === 2 && shouldDefer(file);
    const row = await createMedia(instance, auth.accountId, { upload: file, thumbnail, description, focus }, { defer });
    return reply.status(defer ? 202 : 200).send(serializeMedia(instance, row));
  };
  app.post('/api/v1/media', (request, reply) => upload(request, reply, 1));
  app.post('/api/v2/media', (request, reply) => upload(request, reply, 2));

  // The owner's attachment; one whose processing failed answers 422 as Mastodon's check_processing.
  const ownMedia = (request: FastifyRequest): StoredMedia => {
    const auth = requireUser(instance, request, 'write:media');
    const row = findMedia(instance, idParam(request));
    if (!row || row.account_id !== auth.accountId) throw notFound();
    if (row.processing_error) throw new ApiError(422, PROCESSING_ERROR);
    return row;
  };
  const answer = (reply: FastifyReply, row: StoredMedia) => reply.status(row.file_path === null ? 206 : 200).send(serializeMedia(instance, row));

  app.get('/api/v1/media/:id', async (request, reply) => answer(reply, ownMedia(request)));

  // Unlike Mastodon (which 404s once the media is attached), the description and focus stay editable after posting.
  app.put('/api/v1/media/:id', async (request, reply) => {
    const row = ownMedia(request);
    const params = paramsOf(request);
    const description = readDescription(params.description);
    const focus = readFocus(params.focus);
    const thumbnail = params.thumbnail === undefined ? undefined : await checkUpload(params.thumbnail, { imagesOnly: true });
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

  for (const [kind, file] of Object.entries(DEFAULT_IMAGE_FILES) as [DefaultImage, string][]) {
    app.get(`/${file}`, async (_request, reply) =>
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
