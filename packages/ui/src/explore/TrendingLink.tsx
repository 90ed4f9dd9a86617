import { safeUrl } from '@trumpet/core/text';
import { memo } from 'react';
import { ExternalLink } from '../common/ExternalLink';
import { useT } from '../i18n/locale-context';
import './TrendingLink.css';

/** What a news card shows of a trending link (a preview card: https://docs.joinmastodon.org/entities/PreviewCard/). */
export interface TrendingLinkData {
  url: string;
  title: string;
  description: string;
  provider_name: string;
  author_name: string;
  image: string | null;
  width: number;
  height: number;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** A trending news link: its image, provider (or host), title and author, opening the article in a new tab. */
export const TrendingLink = memo(function TrendingLink({ link }: { link: TrendingLinkData }) {
  const t = useT();
  const url = safeUrl(link.url);
  const image = safeUrl(link.image);
  if (!url) return null;
  const provider = link.provider_name || hostOf(url);
  return (
    <ExternalLink href={url} className="t-trending-link">
      <span className="t-trending-link__text">
        {provider ? <span className="t-trending-link__provider">{provider}</span> : null}
        <strong className="t-trending-link__title" dir="auto">
          {link.title || url}
        </strong>
        {link.author_name ? (
          <span className="t-trending-link__author" dir="auto">
            {t('explore.news.by', { author: link.author_name })}
          </span>
        ) : null}
      </span>
      {image ? <img className="t-trending-link__image" src={image} alt="" loading="lazy" decoding="async" width={120} height={75} /> : null}
    </ExternalLink>
  );
});
