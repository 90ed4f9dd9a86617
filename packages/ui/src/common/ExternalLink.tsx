import { safeUrl } from '@trumpet/core/text';
import type { ReactNode } from 'react';

export interface ExternalLinkProps {
  /** A URL the server sent: linked only when it is http(s) (core's safeUrl), otherwise the children show as text. */
  href: string | null | undefined;
  className?: string;
  title?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/** A link to a page outside the app, opened in a new tab without opener, referrer or endorsement. */
export function ExternalLink({ href, className, title, children, ...rest }: ExternalLinkProps) {
  const url = safeUrl(href);
  if (!url) {
    return (
      <span className={className} title={title}>
        {children}
      </span>
    );
  }
  return (
    <a className={className} href={url} title={title} aria-label={rest['aria-label']} target="_blank" rel="nofollow noopener noreferrer">
      {children}
    </a>
  );
}
