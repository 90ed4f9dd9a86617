import type { RateLimit } from './errors';
import type { QueryParams } from './query';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Milliseconds. There is no timeout unless a call asks for one (SPEC §7). */
  timeout?: number;
}

export interface PageOptions extends RequestOptions {
  /** A `next` or `prev` URL from an earlier page, fetched instead of the method's own path and params. */
  cursor?: string | null;
}

export interface UploadOptions extends RequestOptions {
  onProgress?: (progress: UploadProgress) => void;
}

export interface RequestSpec {
  method: HttpMethod;
  path: string;
  query?: QueryParams;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart or urlencoded form data. */
  form?: FormData | URLSearchParams;
  headers?: Readonly<Record<string, string>>;
}

/** What a call got back, before validation. */
export interface RawResponse {
  endpoint: string;
  status: number;
  headers: Headers;
  body: unknown;
  rateLimit: RateLimit | null;
}
