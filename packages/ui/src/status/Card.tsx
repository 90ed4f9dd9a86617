import { memo, useState } from 'react';
import { type StatusRecord } from '@trumpet/core';
import { safeEmbedUrl, safeUrl } from '@trumpet/core/text';
import { ExternalLink } from '../common/ExternalLink';
import { ExpandIcon, PlayIcon } from '../icons';
import { trimDescription } from './trim-description';
import './Card.css';
import { useT } from '../i18n/locale-context';

export type CardData = NonNullable<StatusRecord['card']>;

export interface CardProps {
  card: CardData;
  /** The thread view shows the full description and a larger image. */
  detailed?: boolean;
  /** A photo card's zoom button opens its image (in the media modal). */
  onZoom?: () => void;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/**
 * The provider's embed code is never inserted: only its iframe's absolute http(s) src from another
 * origin than the app's is taken, and our own sandboxed iframe loads it with autoplay=1 (SPEC §2 "A
 * video card embeds the provider html with autoplay added").
 */
export function embedSource(html: string, appOrigin: string = window.location.origin): string | null {
  if (!html || typeof DOMParser === 'undefined') return null;
  const iframe = new DOMParser().parseFromString(html, 'text/html').querySelector('iframe');
  const src = safeEmbedUrl(iframe?.getAttribute('src'), appOrigin);
  if (!src) return null;
  const url = new URL(src);
  url.searchParams.set('autoplay', '1');
  return url.toString();
}

/**
 * Scripts, but never allow-same-origin with them: the embed runs in an opaque origin, so even a page
 * that redirects to the app's own origin cannot lift the sandbox or reach the app.
 */
const EMBED_SANDBOX = 'allow-scripts allow-popups allow-presentation';

/** A link preview: provider or host, title, trimmed description, image; video and rich cards play inline. */
export const Card = memo(function Card({ card, detailed = false, onZoom }: CardProps) {
  const t = useT();
  const [embedded, setEmbedded] = useState<string | null>(null);
  const url = safeUrl(card.url);
  const image = safeUrl(card.image);
  const provider = card.provider_name || (url ? hostOf(url) : '');
  const description = detailed ? card.description : trimDescription(card.description);
  const playable = (card.type === 'video' || card.type === 'rich') && card.html !== '';
  const landscape = image !== undefined && (card.width === 0 || card.width >= card.height * 1.2);
  const ratio = card.width > 0 && card.height > 0 ? `${card.width} / ${card.height}` : '16 / 9';

  if (embedded) {
    return (
      <div className="t-card t-card--embed" style={{ aspectRatio: ratio }}>
        <iframe
          src={embedded}
          title={card.title || provider}
          sandbox={EMBED_SANDBOX}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }

  const text = (
    <span className="t-card__text">
      {provider ? <span className="t-card__provider">{provider}</span> : null}
      {card.title ? (
        <strong className="t-card__title" dir="auto">
          {card.title}
        </strong>
      ) : null}
      {description ? <span className="t-card__description">{description}</span> : null}
    </span>
  );

  const source = playable ? embedSource(card.html) : null;
  if (playable && (source || url)) {
    return (
      <div className="t-card t-card--stacked t-card--video">
        <button
          type="button"
          className="t-card__media t-card__play"
          style={{ aspectRatio: ratio }}
          onClick={() => (source ? setEmbedded(source) : window.open(url, '_blank', 'noopener,noreferrer'))}
          aria-label={t('card.play', { title: card.title || provider })}
        >
          {image ? <img src={image} alt="" loading="lazy" /> : null}
          <span className="t-card__play-icon">
            <PlayIcon size={26} />
          </span>
        </button>
        <ExternalLink className="t-card__body" href={url}>
          {text}
        </ExternalLink>
      </div>
    );
  }

  if (card.type === 'photo' && image && onZoom) {
    return (
      <div className="t-card t-card--stacked">
        <button type="button" className="t-card__media t-card__play t-card__zoom" style={{ aspectRatio: ratio }} onClick={onZoom} aria-label={t('card.zoom', { title: card.title || provider })}>
          <img src={image} alt={card.title} loading="lazy" />
          <span className="t-card__play-icon">
            <ExpandIcon size={22} />
          </span>
        </button>
        <ExternalLink className="t-card__body" href={url}>
          {text}
        </ExternalLink>
      </div>
    );
  }

  return (
    <ExternalLink className={`t-card ${landscape ? 't-card--stacked' : 't-card--compact'}`} href={url}>
      {image ? (
        <span className="t-card__media" style={landscape ? { aspectRatio: ratio } : undefined}>
          <img src={image} alt="" loading="lazy" />
        </span>
      ) : null}
      <span className="t-card__body">{text}</span>
    </ExternalLink>
  );
});
