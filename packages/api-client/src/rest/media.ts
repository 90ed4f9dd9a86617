import { MediaAttachmentSchema, type MediaAttachment } from '../entities';
import { AbortedError, HttpError } from '../http/errors';
import type { HttpClient } from '../http/http-client';
import type { RequestOptions, UploadOptions } from '../http/types';
import { seg } from './params';

export interface UploadMediaParams {
  file: Blob;
  /** A file name for the form part; servers use its extension. */
  filename?: string;
  description?: string;
  /** `x,y`, each in -1..1. */
  focus?: string;
  thumbnail?: Blob;
}

export interface UploadMediaOptions extends UploadOptions {
  /** How often to ask whether a v2 upload has finished processing. */
  pollIntervalMs?: number;
}

/** https://docs.joinmastodon.org/methods/media/ */
export function createMediaResource(http: HttpClient) {
  const fetch = (id: string, options?: RequestOptions) =>
    http.json(MediaAttachmentSchema, { method: 'GET', path: `/api/v1/media/${seg(id)}` }, options);

  return {
    /** The classic v1 upload: the answer is the processed attachment. */
    upload: (params: UploadMediaParams, options?: UploadOptions) =>
      http.upload(MediaAttachmentSchema, { method: 'POST', path: '/api/v1/media', form: formFor(params) }, options),
    /**
     * v2: large files answer 202 with a null `url` while the server processes them; this polls
     * `GET /api/v1/media/:id` until the url is there. A rate-limited poll waits for the time the
     * server gave (Retry-After, X-RateLimit-Reset), as does a poll once the window is used up.
     */
    uploadAndWait: async (params: UploadMediaParams, options: UploadMediaOptions = {}): Promise<MediaAttachment> => {
      let media = await http.upload(MediaAttachmentSchema, { method: 'POST', path: '/api/v2/media', form: formFor(params) }, options);
      const interval = options.pollIntervalMs ?? 1000;
      while (media.url === null) {
        await sleep(Math.max(interval, http.rateLimitWait()), options.signal, `GET /api/v1/media/${media.id}`);
        try {
          media = await fetch(media.id, { signal: options.signal, timeout: options.timeout });
        } catch (error) {
          // The next sleep lasts until the reset; a 429 that names no time is not retried blindly.
          if (!(error instanceof HttpError && error.status === 429 && error.retryAt !== null)) throw error;
        }
      }
      return media;
    },
    fetch,
    update: (id: string, params: { description?: string; focus?: string }, options?: RequestOptions) =>
      http.json(MediaAttachmentSchema, { method: 'PUT', path: `/api/v1/media/${seg(id)}`, json: params }, options),
    /** Deletes an upload not yet attached to a status (Mastodon 4.4+). https://docs.joinmastodon.org/methods/media/#delete */
    remove: (id: string, options?: RequestOptions) => http.empty({ method: 'DELETE', path: `/api/v1/media/${seg(id)}` }, options),
  };
}

export type MediaResource = ReturnType<typeof createMediaResource>;

function formFor(params: UploadMediaParams): FormData {
  const form = new FormData();
  form.append('file', params.file, params.filename ?? fileName(params.file));
  if (params.description !== undefined) form.append('description', params.description);
  if (params.focus !== undefined) form.append('focus', params.focus);
  if (params.thumbnail !== undefined) form.append('thumbnail', params.thumbnail);
  return form;
}

function fileName(file: Blob): string {
  return 'name' in file && typeof file.name === 'string' && file.name.length > 0 ? file.name : 'file';
}

function sleep(ms: number, signal: AbortSignal | undefined, endpoint: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new AbortedError(endpoint));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(new AbortedError(endpoint));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
