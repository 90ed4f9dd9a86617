export * from './errors';
export { HttpClient, type HttpClientOptions } from './http-client';
export { parseLinkHeader, type LinkCursors } from './link-header';
export { Pages, Paginator, type LinkedPage, type Page, type PageCursors } from './page';
export { newIdempotencyKey } from './idempotency';
export { MAX_JSON_DEPTH } from './json-depth';
export { retryDelayFor } from './rate-limit';
export type { QueryParams, QueryValue } from './query';
export type {
  FetchLike,
  HttpMethod,
  PageOptions,
  RequestOptions,
  RequestSpec,
  UploadOptions,
  UploadProgress,
} from './types';
