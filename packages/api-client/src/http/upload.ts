import { isApiError } from './errors';
import { Cancellation } from './cancellation';
import { interpretResponse } from './response';
import type { FetchLike, HttpMethod, RawResponse, UploadOptions } from './types';

interface UploadRequest {
  url: URL;
  endpoint: string;
  method: HttpMethod;
  headers: Record<string, string>;
  form: FormData | URLSearchParams;
  fetch: FetchLike;
  options: UploadOptions;
}

const CHUNK = 64 * 1024;

/**
 * Sends a form with upload progress: through XMLHttpRequest where the platform has it (browsers),
 * else through fetch with a streamed body whose bytes are counted as they are sent (Node 20+).
 */
export function uploadWithProgress(request: UploadRequest): Promise<RawResponse> {
  const Xhr = (globalThis as { XMLHttpRequest?: typeof XMLHttpRequest }).XMLHttpRequest;
  if (Xhr && request.options.onProgress) return uploadWithXhr(Xhr, request);
  return uploadWithFetch(request);
}

function uploadWithXhr(Xhr: typeof XMLHttpRequest, request: UploadRequest): Promise<RawResponse> {
  const { url, endpoint, method, headers, form, options } = request;
  const cancellation = new Cancellation(options.signal, options.timeout);
  return new Promise<RawResponse>((resolve, reject) => {
    const xhr = new Xhr();
    const fail = (cause: unknown): void => {
      cancellation.dispose();
      reject(cancellation.errorFor(endpoint, cause));
    };
    cancellation.controller.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.open(method, url.toString());
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => options.onProgress?.({ loaded: event.loaded, total: event.total });
    xhr.onerror = () => fail(new Error('XMLHttpRequest failed'));
    xhr.onabort = () => fail(new Error('XMLHttpRequest aborted'));
    xhr.onload = () => {
      cancellation.dispose();
      try {
        resolve(interpretResponse(endpoint, xhr.status, xhr.statusText, parseHeaders(xhr.getAllResponseHeaders()), xhr.responseText));
      } catch (error) {
        reject(error);
      }
    };
    if (cancellation.controller.signal.aborted) fail(new Error('aborted before sending'));
    else xhr.send(form);
  });
}

async function uploadWithFetch(request: UploadRequest): Promise<RawResponse> {
  const { url, endpoint, method, form, options } = request;
  const cancellation = new Cancellation(options.signal, options.timeout);
  try {
    // Serialising the form through Response gives the multipart bytes and their boundary.
    const encoded = new Response(form);
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    const headers = { ...request.headers, 'Content-Type': encoded.headers.get('content-type') ?? 'multipart/form-data' };
    const init: RequestInit & { duplex?: 'half' } = {
      method,
      headers,
      body: options.onProgress ? countedStream(bytes, options.onProgress) : bytes,
      signal: cancellation.controller.signal,
    };
    if (options.onProgress) init.duplex = 'half';
    const response = await request.fetch(url.toString(), init);
    const text = await response.text();
    return interpretResponse(endpoint, response.status, response.statusText, response.headers, text);
  } catch (error) {
    if (isApiError(error)) throw error;
    throw cancellation.errorFor(endpoint, error);
  } finally {
    cancellation.dispose();
  }
}

function countedStream(bytes: Uint8Array, onProgress: NonNullable<UploadOptions['onProgress']>): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) {
        controller.close();
        return;
      }
      const chunk = bytes.subarray(offset, offset + CHUNK);
      offset += chunk.length;
      controller.enqueue(chunk);
      onProgress({ loaded: offset, total: bytes.length });
    },
  });
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const index = line.indexOf(':');
    if (index > 0) headers.append(line.slice(0, index).trim(), line.slice(index + 1).trim());
  }
  return headers;
}
