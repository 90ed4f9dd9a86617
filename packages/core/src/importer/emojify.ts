import type { CustomEmoji } from '@trumpet/api-client';
import { escapeHtml } from '../text/plain-text';

/**
 * Replaces `:shortcode:` with the server's custom emoji image, in text only (never inside a tag or
 * an attribute), as Mastodon's emojify does. The result still goes through the sanitiser.
 */
export function emojify(html: string, emojis: readonly CustomEmoji[]): string {
  if (emojis.length === 0 || !html.includes(':')) return html;
  const byCode = new Map(emojis.map((emoji) => [emoji.shortcode, emoji]));
  return html
    .split(/(<[^>]*>)/)
    .map((part) =>
      part.startsWith('<')
        ? part
        : part.replace(/:([a-zA-Z0-9_]{2,}):/g, (whole, code: string) => {
            const emoji = byCode.get(code);
            if (!emoji) return whole;
            const label = escapeHtml(`:${code}:`);
            return `<img draggable="false" class="emojione custom-emoji" alt="${label}" title="${label}" src="${escapeHtml(emoji.url)}" data-original="${escapeHtml(emoji.url)}" data-static="${escapeHtml(emoji.static_url)}">`;
          }),
    )
    .join('');
}
