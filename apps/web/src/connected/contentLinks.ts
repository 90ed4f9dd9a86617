import type { ContentLink } from '@trumpet/ui';

/**
 * The in-app path for a link inside a bio or post: hashtags open the hashtag timeline, mentions the
 * profile (through /@handle, looked up), anything else is a normal link (null).
 */
export function inAppPath(link: ContentLink, here: string = window.location.host): string | null {
  if (link.kind === 'hashtag') return `/timelines/tag/${encodeURIComponent(link.text.replace(/^#/, '').toLowerCase())}`;
  if (link.kind !== 'mention') return null;
  try {
    const url = new URL(link.href);
    const match = /^\/@([^/]+)\/?$/.exec(url.pathname);
    if (!match?.[1]) return null;
    return url.host === here ? `/@${match[1]}` : `/@${match[1]}@${url.host}`;
  } catch {
    return null;
  }
}
