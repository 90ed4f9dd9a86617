import createDOMPurify, { type DOMPurify } from 'dompurify';
import { memo, useCallback, useMemo, type MouseEvent } from 'react';
import { SANITIZE_CONFIG } from '@trumpet/core';
import './SafeHtml.css';

export type ContentLinkKind = 'mention' | 'hashtag' | 'link';

/** A link clicked inside rendered HTML. */
export interface ContentLink {
  kind: ContentLinkKind;
  href: string;
  /** The link's text, e.g. '@alice' or '#Cats'. */
  text: string;
}

/** Return true when the app handled the click (the browser then does not follow the link). */
export type ContentLinkHandler = (link: ContentLink) => boolean | void;

let purifier: DOMPurify | null = null;

function getPurifier(): DOMPurify {
  if (!purifier) {
    // An instance of our own, so the link hook below never touches anyone else's DOMPurify.
    purifier = createDOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'nofollow noopener noreferrer');
      }
    });
  }
  return purifier;
}

const CONFIG = {
  ALLOWED_TAGS: [...SANITIZE_CONFIG.ALLOWED_TAGS],
  ALLOWED_ATTR: [...SANITIZE_CONFIG.ALLOWED_ATTR],
  ALLOWED_URI_REGEXP: SANITIZE_CONFIG.ALLOWED_URI_REGEXP,
};

// Timelines re-mount the same statuses often; remember recent results by their input.
const CACHE_LIMIT = 1000;
const cache = new Map<string, string>();

/** DOMPurify with SANITIZE_CONFIG (the allowlist of @trumpet/core); memoised by input. */
export function sanitizeHtml(html: string): string {
  if (html === '') return '';
  const hit = cache.get(html);
  if (hit !== undefined) return hit;
  const clean = getPurifier().sanitize(html, CONFIG);
  if (cache.size >= CACHE_LIMIT) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(html, clean);
  return clean;
}

/** How a link in status or bio HTML is routed: Mastodon marks mentions `mention` and hashtags `hashtag` or '#…'. */
export function classifyLink(anchor: HTMLAnchorElement): ContentLink {
  const text = (anchor.textContent ?? '').trim();
  const href = anchor.getAttribute('href') ?? '';
  const classes = anchor.classList;
  const kind: ContentLinkKind =
    classes.contains('hashtag') || (classes.contains('mention') && text.startsWith('#'))
      ? 'hashtag'
      : classes.contains('mention')
        ? 'mention'
        : 'link';
  return { kind, href, text };
}

export interface SafeHtmlProps {
  html: string;
  as?: 'div' | 'span' | 'p';
  className?: string;
  id?: string;
  lang?: string;
  dir?: 'ltr' | 'rtl' | 'auto';
  onLinkClick?: ContentLinkHandler;
}

/** The only place server HTML reaches the DOM: sanitised at render, links routed through `onLinkClick`. */
export const SafeHtml = memo(function SafeHtml({ html, as: Tag = 'div', className, id, lang, dir, onLinkClick }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const handleClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (!onLinkClick || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target.closest('a') : null;
      if (!target || !event.currentTarget.contains(target)) return;
      if (onLinkClick(classifyLink(target)) === true) {
        event.preventDefault();
        event.stopPropagation();
      }
    },
    [onLinkClick],
  );
  return (
    <Tag
      className={className ? `t-html ${className}` : 't-html'}
      id={id}
      lang={lang}
      dir={dir}
      onClick={onLinkClick ? handleClick : undefined}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
});
