import { trendUsage, type TrendDay } from '@trumpet/core';
import { formatCount } from '@trumpet/core/text';
import { memo } from 'react';
import { useLocale, useT } from '../i18n/locale-context';
import { useLinkComponent, type LinkingProps } from '../navigation/links';
import { Sparkline } from './Sparkline';
import './TrendingHashtag.css';

export interface TrendingHashtagProps extends LinkingProps {
  name: string;
  history: readonly TrendDay[];
  /** The hashtag's timeline: /timelines/tag/{name} by default (SPEC §2). */
  href?: string;
}

/** A trending hashtag: its name linking to its timeline, how many people use it, and a week of posts as a sparkline. */
export const TrendingHashtag = memo(function TrendingHashtag({ name, history, href, LinkComponent: linkOverride, onNavigate }: TrendingHashtagProps) {
  const t = useT();
  const locale = useLocale();
  const LinkComponent = useLinkComponent({ LinkComponent: linkOverride, onNavigate });
  const usage = trendUsage(history);
  return (
    <div className="t-trending-tag">
      <div className="t-trending-tag__text">
        <LinkComponent to={href ?? `/timelines/tag/${encodeURIComponent(name.toLowerCase())}`} className="t-trending-tag__name">
          <bdi dir="auto">#{name}</bdi>
        </LinkComponent>
        <span className="t-trending-tag__people">{t('explore.trends.people', { count: usage.accounts, n: formatCount(usage.accounts, locale) })}</span>
      </div>
      <span className="t-trending-tag__uses" aria-hidden="true">
        {formatCount(usage.uses, locale)}
      </span>
      <Sparkline values={usage.daily} label={t('explore.trends.uses', { count: usage.uses, n: formatCount(usage.uses, locale) })} />
    </div>
  );
});
