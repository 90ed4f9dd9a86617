const STREAMING_PATH = '/api/v1/streaming';

/**
 * `${base}/api/v1/streaming` as a ws(s) URL. `base` is the instance's streaming base URL
 * (`urls.streaming_api` / `configuration.urls.streaming`), which may be http(s) and may end in a slash.
 */
export function streamingUrl(base: string, accessTokenQuery?: string): string {
  const url = new URL(base);
  if (url.protocol === 'http:') url.protocol = 'ws:';
  else if (url.protocol === 'https:') url.protocol = 'wss:';
  else if (url.protocol !== 'ws:' && url.protocol !== 'wss:') {
    throw new TypeError(`Streaming URL must be ws(s) or http(s), got ${url.protocol}`);
  }
  const path = url.pathname.replace(/\/+$/, '');
  url.pathname = path.endsWith(STREAMING_PATH) ? path : path + STREAMING_PATH;
  if (accessTokenQuery) url.searchParams.set('access_token', accessTokenQuery);
  return url.toString();
}
