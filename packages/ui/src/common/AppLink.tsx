import { memo, useCallback, type MouseEvent, type ReactNode } from 'react';

/** Routes an in-app path (web passes its router's navigate). */
export type NavigateHandler = (path: string) => void;

export interface AppLinkProps {
  /** An in-app path such as '/statuses/1'. */
  to: string;
  onNavigate?: NavigateHandler;
  children: ReactNode;
  className?: string;
  title?: string;
  'aria-label'?: string;
}

/** A real link to an app path: a plain left click navigates in the app; modified clicks open a tab as usual. */
export const AppLink = memo(function AppLink({ to, onNavigate, children, className, title, ...rest }: AppLinkProps) {
  const onClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      onNavigate(to);
    },
    [onNavigate, to],
  );
  return (
    <a href={to} className={className} title={title} aria-label={rest['aria-label']} onClick={onClick}>
      {children}
    </a>
  );
});
