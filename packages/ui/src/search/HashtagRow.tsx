import { memo } from 'react';
import { useT } from '../i18n/locale-context';
import { HashIcon } from '../icons';
import { useLinkComponent, type LinkingProps } from '../navigation/links';

/** A hashtag as search finds it: its name and daily use, today first (Mastodon's Tag history). */
export interface SearchHashtag {
  name: string;
  history: readonly { day: string; uses: string; accounts: string }[];
}

const count = (value: string | undefined): number => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : 0;
};

/** People who used the tag today and yesterday (Mastodon's "people talking" figure). */
export function recentPeople(tag: SearchHashtag): number {
  return tag.history.slice(0, 2).reduce((sum, day) => sum + count(day.accounts), 0);
}

/** The daily uses, oldest first, as the points of a small line. */
function sparkline(tag: SearchHashtag, width: number, height: number): string | null {
  const uses = tag.history.map((day) => count(day.uses)).reverse();
  if (uses.length < 2) return null;
  const max = Math.max(1, ...uses);
  const step = width / (uses.length - 1);
  return uses.map((value, index) => `${(index * step).toFixed(1)},${(height - 1 - (value / max) * (height - 2)).toFixed(1)}`).join(' ');
}

export interface HashtagRowProps extends LinkingProps {
  tag: SearchHashtag;
  href: string;
}

/** A hashtag in search results: its name, how many people used it in the past two days, and a line of its daily use. */
export const HashtagRow = memo(function HashtagRow({ tag, href, LinkComponent: linkOverride, onNavigate }: HashtagRowProps) {
  const t = useT();
  const LinkComponent = useLinkComponent({ LinkComponent: linkOverride, onNavigate });
  const points = sparkline(tag, 60, 24);
  return (
    <LinkComponent to={href} className="t-hashtag-row">
      <span className="t-hashtag-row__glyph" aria-hidden="true">
        <HashIcon size={18} />
      </span>
      <span className="t-hashtag-row__text">
        <span className="t-hashtag-row__name">#{tag.name}</span>
        <span className="t-hashtag-row__people">{t('search.hashtag_people', { count: recentPeople(tag) })}</span>
      </span>
      {points ? (
        <svg className="t-hashtag-row__line" width={60} height={24} viewBox="0 0 60 24" aria-hidden="true" focusable="false">
          <polyline points={points} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" strokeLinecap="round" />
        </svg>
      ) : null}
    </LinkComponent>
  );
});
