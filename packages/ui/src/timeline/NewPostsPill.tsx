export interface NewPostsPillProps {
  count: number;
  onClick: () => void;
}

export const newPostsLabel = (count: number): string => (count === 1 ? '1 new post' : `${count} new posts`);

/** Shown instead of moving the list when posts arrive while the reader is scrolled down. */
export function NewPostsPill({ count, onClick }: NewPostsPillProps) {
  return (
    <div className="t-feed__pill-slot">
      <button type="button" className="t-feed__pill" onClick={onClick}>
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="M8 13V3M3.5 7.5 8 3l4.5 4.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {newPostsLabel(count)}
      </button>
    </div>
  );
}
