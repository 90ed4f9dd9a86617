import { useT, type Translate } from '../i18n/locale-context';

export interface NewPostsPillProps {
  count: number;
  onClick: () => void;
}

/** '1 new post', '3 new posts'. */
export const newPostsLabel = (count: number, t: Translate): string => t('timeline.new_posts', { count });

/** Shown instead of moving the list when posts arrive while the reader is scrolled down. */
export function NewPostsPill({ count, onClick }: NewPostsPillProps) {
  const t = useT();
  return (
    <div className="t-feed__pill-slot">
      <button type="button" className="t-feed__pill" onClick={onClick}>
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="M8 13V3M3.5 7.5 8 3l4.5 4.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {newPostsLabel(count, t)}
      </button>
    </div>
  );
}
