import { memo, useCallback, type MouseEvent } from 'react';
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
  /** HTML the core's importer has sanitised (a record's `contentHtml`, `note_emojified`, …), or escaped text; never raw server HTML. */
  html: string;
  as?: 'div' | 'span' | 'p';
  className?: string;
  id?: string;
  lang?: string;
  dir?: 'ltr' | 'rtl' | 'auto';
  onLinkClick?: ContentLinkHandler;
}

/**
 * The only place server HTML reaches the DOM. It is sanitised once, where it enters the store
 * (@trumpet/core's importer), so here it is only inserted, with its links routed through `onLinkClick`.
 */
export const SafeHtml = memo(function SafeHtml({ html, as: Tag = 'div', className, id, lang, dir, onLinkClick }: SafeHtmlProps) {
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
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
});
