import { memo } from 'react';
import { safeUrl } from '@trumpet/core/text';
import './Avatar.css';

export interface AvatarProps {
  /** The server's image URL; a neutral tile is shown without one, or when the URL is not http(s). */
  src: string | null | undefined;
  /** Describes the person, e.g. their display name; empty for a decorative avatar next to the name. */
  alt?: string;
  /** Width and height in px (SPEC §9 sizes: 24, 36, 40, 46/48, 90). */
  size?: number;
  className?: string;
}

/** A rounded-square avatar, loaded lazily. */
export const Avatar = memo(function Avatar({ src, alt = '', size = 46, className }: AvatarProps) {
  const style = { width: size, height: size, borderRadius: Math.max(4, Math.round(size * 0.22)) };
  const classes = className ? `t-avatar ${className}` : 't-avatar';
  const url = safeUrl(src);
  if (!url) return <span className={classes} style={style} role={alt ? 'img' : undefined} aria-label={alt || undefined} />;
  return <img className={classes} style={style} src={url} alt={alt} width={size} height={size} loading="lazy" decoding="async" draggable={false} />;
});
