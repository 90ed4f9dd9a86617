/**
 * The composer's text for a page shared to the app (the manifest's share_target, GET /share?title&text&url),
 * as Mastodon's /share joins them: title, text and link, each once, blanks left out.
 */
export function sharedText(params: URLSearchParams): string {
  const parts: string[] = [];
  for (const name of ['title', 'text', 'url']) {
    const value = (params.get(name) ?? '').trim();
    if (value !== '' && !parts.some((part) => part.includes(value))) parts.push(value);
  }
  return parts.join(' ');
}
