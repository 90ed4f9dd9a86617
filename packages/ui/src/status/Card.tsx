import { memo, useState } from 'react';
import type { StatusRecord } from '@trumpet/core';
import { ExpandIcon, PlayIcon } from '../icons';
import { trimDescription } from './trim-description';
import './Card.css';

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
 * The provider's embed code is never inserted: only its iframe's http(s) src is taken, and our own
 * sandboxed iframe loads it with autoplay=1 (SPEC §2 "A video card embeds the provider html with
 * autoplay added").
 */
export function embedSource(html: string): string | null {
  if (!html || typeof DOMParser === 'undefined') return null;
  const iframe = new DOMParser().parseFromString(html, 'text/html').querySelector('iframe');
  const src = iframe?.getAttribute('src');
  if (!src) return null;
  try {
    const url = new URL(src, 'https://invalid.invalid');
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.hostname === 'invalid.invalid') return null;
    url.searchParams.set('autoplay', '1');
    return url.toString();
  } catch {
    return null;
  }
}

/** A link preview: provider or host, title, trimmed description, image; video and rich cards play inline. */
export const Card = memo(function Card({ card, detailed = false, onZoom }: CardProps) {
  const [embedded, setEmbedded] = useState<string | null>(null);
  const provider = card.provider_name || hostOf(card.url);
  const description = detailed ? card.description : trimDescription(card.description);
  const playable = (card.type === 'video' || card.type === 'rich') && card.html !== '';
  const landscape = card.image !== null && (card.width === 0 || card.width >= card.height * 1.2);
  const ratio = card.width > 0 && card.height > 0 ? `${card.width} / ${card.height}` : '16 / 9';

  if (embedded) {
    return (
      <div className="t-card t-card--embed" style={{ aspectRatio: ratio }}>
        <iframe
          src={embedded}
          title={card.title || provider}
          sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"
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
      {card.title ? <strong className="t-card__title">{card.title}</strong> : null}
      {description ? <span className="t-card__description">{description}</span> : null}
    </span>
  );

  if (playable) {
    const source = embedSource(card.html);
    return (
      <div className="t-card t-card--stacked t-card--video">
        <button
          type="button"
          className="t-card__media t-card__play"
          style={{ aspectRatio: ratio }}
          onClick={() => (source ? setEmbedded(source) : window.open(card.url, '_blank', 'noopener,noreferrer'))}
          aria-label={`Play ${card.title || provider}`}
        >
          {card.image ? <img src={card.image} alt="" loading="lazy" /> : null}
          <span className="t-card__play-icon">
            <PlayIcon size={26} />
          </span>
        </button>
        <a className="t-card__body" href={card.url} target="_blank" rel="noopener noreferrer nofollow">
          {text}
        </a>
      </div>
    );
  }

  if (card.type === 'photo' && card.image && onZoom) {
    return (
      <div className="t-card t-card--stacked">
        <button type="button" className="t-card__media t-card__play t-card__zoom" style={{ aspectRatio: ratio }} onClick={onZoom} aria-label={`Zoom ${card.title || provider}`}>
          <img src={card.image} alt={card.title} loading="lazy" />
          <span className="t-card__play-icon">
            <ExpandIcon size={22} />
          </span>
        </button>
        <a className="t-card__body" href={card.url} target="_blank" rel="noopener noreferrer nofollow">
          {text}
        </a>
      </div>
    );
  }

  return (
    <a
      className={`t-card ${landscape ? 't-card--stacked' : 't-card--compact'}`}
      href={card.url}
      target="_blank"
      rel="noopener noreferrer nofollow"
    >
      {card.image ? (
        <span className="t-card__media" style={landscape ? { aspectRatio: ratio } : undefined}>
          <img src={card.image} alt="" loading="lazy" />
        </span>
      ) : null}
      <span className="t-card__body">{text}</span>
    </a>
  );
});
