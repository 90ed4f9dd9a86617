import type { ReactNode } from 'react';
import './Column.css';

export interface ColumnProps {
  /** The column's accessible name, e.g. 'Home'. */
  label: string;
  /** A ColumnHeader, usually. */
  header?: ReactNode;
  /** The body; a Feed scrolls itself, anything else scrolls in the body. */
  children?: ReactNode;
  className?: string;
}

/** One column of the multi-column layout, or the whole screen on mobile: a header above a scroll area. */
export function Column({ label, header, children, className }: ColumnProps) {
  return (
    // Focusable from script: the layout focuses the column a navigation opens.
    <section className={className ? `t-column ${className}` : 't-column'} aria-label={label} tabIndex={-1}>
      {header}
      <div className="t-column__body">{children}</div>
    </section>
  );
}

/** Scrolls every scroll area of the column holding `element` (or the page, on mobile) back to the top. */
export function scrollColumnToTop(element: Element): void {
  const column = element.closest('.t-column');
  if (column === null) return;
  let scrolled = false;
  column.querySelectorAll<HTMLElement>('.t-column__body, .t-feed--container').forEach((area) => {
    if (area.scrollTop > 0) {
      area.scrollTop = 0;
      scrolled = true;
    }
  });
  if (!scrolled && typeof window !== 'undefined' && window.scrollY > 0) window.scrollTo({ top: 0 });
}
