import * as z from 'zod/mini';
import { HttpError, isApiError, type RateLimit } from './errors';
import { Cancellation } from './cancellation';
import { parseLinkHeader } from './link-header';
import { Pages, Paginator, type LinkedPage, type Page } from './page';
import { appendQuery } from './query';
import { heldUntil } from './rate-limit';
import { interpretResponse } from './response';
import { validate } from './validate';
import type {
  FetchLike,
  PageOptions,
  RawResponse,
  RequestOptions,
  RequestSpec,
  UploadOptions,
} from './types';

export interface HttpClientOptions {
  /** The server's base URL, e.g. `https://mastodon.social`. */
  url: string;
  accessToken?: string | null;
  /** The page's CSRF token, sent as `X-CSRF-Token` (Mastodon's own pages carry it in a meta tag). */
  csrfToken?: string | null;
  fetch?: FetchLike;
  /**
   * Where the `XSRF-TOKEN` cookie is read from. Defaults to `document.cookie`, used only for
   * requests to the page's own origin so the token never leaks to another server.
   */
  cookies?: () => string;
}

/** The transport every REST resource uses: URL building, auth headers, errors, validation, pages. */
export class HttpClient {
  readonly baseUrl: URL;
  private accessToken: string | null;
  private readonly csrfToken: string | null;
  private readonly fetchImpl: FetchLike;
  private readonly cookies: (() => string) | null;
  private lastRateLimit: RateLimit | null = null;
  private holdUntil: number | null = null;

  constructor(options: HttpClientOptions) {
    this.baseUrl = new URL(options.url);
    this.accessToken = options.accessToken ?? null;
    this.csrfToken = options.csrfToken ?? null;
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.cookies = options.cookies ?? defaultCookies(this.baseUrl);
  }

  setAccessToken(token: string | null): void {
    this.accessToken = token;
  }

  /** The rate-limit figures of the last response that carried any (uploads have limits of their own). */
  get rateLimit(): RateLimit | null {
    return this.lastRateLimit;
  }

  /**
   * How long, from `now`, an automatic retry or poll should wait before its next request: until the
   * time the last 429 gave, or the reset of a window with nothing remaining; 0 when nothing holds it.
   * https://docs.joinmastodon.org/api/rate-limits/
   */
  rateLimitWait(now: number = Date.now()): number {
    return this.holdUntil === null ? 0 : Math.max(0, this.holdUntil - now);
  }

  private noteRateLimit(rateLimit: RateLimit | null, status: number): void {
    if (rateLimit === null) return;
    this.lastRateLimit = rateLimit;
    this.holdUntil = heldUntil(rateLimit, status);
  }

  /** Sends a request and returns the parsed body without validating it. */
  async raw(spec: RequestSpec, options: RequestOptions = {}, url?: URL): Promise<RawResponse> {
    const target = url ?? this.urlFor(spec);
    const endpoint = `${spec.method} ${target.pathname}`;
    const cancellation = new Cancellation(options.signal, options.timeout);
    try {
      const response = await this.fetchImpl(target.toString(), {
        method: spec.method,
        headers: this.headersFor(spec, target),
        body: bodyFor(spec),
        signal: cancellation.controller.signal,
      });
      const text = await response.text();
      const received = interpretResponse(endpoint, response.status, response.statusText, response.headers, text);
      this.noteRateLimit(received.rateLimit, received.status);
      return received;
    } catch (error) {
      if (error instanceof HttpError) this.noteRateLimit(error.rateLimit, error.status);
      if (isApiError(error)) throw error;
      throw cancellation.errorFor(endpoint, error);
    } finally {
      cancellation.dispose();
    }
  }

  async json<S extends z.core.$ZodType>(schema: S, spec: RequestSpec, options?: RequestOptions): Promise<z.output<S>> {
    const response = await this.raw(spec, options);
    return validate(schema, response.body, response.endpoint);
  }

  /** For calls whose answer carries nothing the client needs (Mastodon answers `{}`). */
  async empty(spec: RequestSpec, options?: RequestOptions): Promise<void> {
    await this.raw(spec, options);
  }

  async page<S extends z.core.$ZodType>(item: S, spec: RequestSpec, options: PageOptions = {}): Promise<Page<z.output<S>>> {
    const url = options.cursor ? this.cursorUrl(options.cursor) : undefined;
    const response = await this.raw(spec, options, url);
    const items = validate(z.array(item), response.body, response.endpoint);
    const cursors = parseLinkHeader(response.headers.get('link'));
    return {
      items,
      next: this.sameOrigin(cursors.next),
      prev: this.sameOrigin(cursors.prev),
      partial: response.status === 206,
    };
  }

  paginate<S extends z.core.$ZodType>(item: S, spec: RequestSpec, options: PageOptions = {}): Paginator<z.output<S>> {
    return new Paginator((cursor) => this.page(item, spec, { ...options, cursor: cursor ?? options.cursor ?? null }));
  }

  /** One page of a list whose body is an object (grouped notifications), with its Link cursors. */
  async linkedPage<T extends object>(schema: z.core.$ZodType<T>, spec: RequestSpec, options: PageOptions = {}): Promise<LinkedPage<T>> {
    const url = options.cursor ? this.cursorUrl(options.cursor) : undefined;
    const response = await this.raw(spec, options, url);
    const body = validate(schema, response.body, response.endpoint);
    const cursors = parseLinkHeader(response.headers.get('link'));
    return { ...body, next: this.sameOrigin(cursors.next), prev: this.sameOrigin(cursors.prev), partial: response.status === 206 };
  }

  /** `paginate` for lists whose body is an object: awaitable, and async-iterable along `next`. */
  paginateLinked<T extends object>(schema: z.core.$ZodType<T>, spec: RequestSpec, options: PageOptions = {}): Pages<LinkedPage<T>> {
    return new Pages((cursor) => this.linkedPage(schema, spec, { ...options, cursor: cursor ?? options.cursor ?? null }));
  }

  async upload<S extends z.core.$ZodType>(schema: S, spec: RequestSpec, options: UploadOptions = {}): Promise<z.output<S>> {
    const url = this.urlFor(spec);
    const endpoint = `${spec.method} ${url.pathname}`;
    // Loaded on the first upload: apps that never upload do not carry the progress-tracking transport.
    const { uploadWithProgress } = await import('./upload');
    const response = await uploadWithProgress({
      url,
      endpoint,
      method: spec.method,
      headers: this.headersFor(spec, url),
      form: spec.form ?? new FormData(),
      fetch: this.fetchImpl,
      options,
    });
    return validate(schema, response.body, response.endpoint);
  }

  urlFor(spec: Pick<RequestSpec, 'path' | 'query'>): URL {
    const url = new URL(spec.path, this.baseUrl);
    appendQuery(url, spec.query);
    return url;
  }

  private cursorUrl(cursor: string): URL {
    const url = new URL(cursor, this.baseUrl);
    if (url.origin !== this.baseUrl.origin) throw new TypeError(`Cursor ${cursor} is not on ${this.baseUrl.origin}`);
    return url;
  }

  /** A Link cursor pointing at another server is dropped: following it would send our token there. */
  private sameOrigin(link: string | null): string | null {
    if (link === null) return null;
    try {
      const url = new URL(link, this.baseUrl);
      return url.origin === this.baseUrl.origin ? url.toString() : null;
    } catch {
      return null;
    }
  }

  private headersFor(spec: RequestSpec, url: URL): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (this.accessToken) headers.Authorization = `Bearer ${this.accessToken}`;
    if (this.csrfToken) headers['X-CSRF-Token'] = this.csrfToken;
    const xsrf = url.origin === this.baseUrl.origin ? readCookie(this.cookies?.() ?? '', 'XSRF-TOKEN') : null;
    if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
    if (spec.json !== undefined) headers['Content-Type'] = 'application/json';
    return { ...headers, ...spec.headers };
  }
}

function bodyFor(spec: RequestSpec): BodyInit | undefined {
  if (spec.json !== undefined) return JSON.stringify(spec.json);
  return spec.form;
}

function defaultCookies(baseUrl: URL): (() => string) | null {
  const doc = (globalThis as { document?: { cookie?: string } }).document;
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  if (!doc || origin !== baseUrl.origin) return null;
  return () => doc.cookie ?? '';
}

function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}
