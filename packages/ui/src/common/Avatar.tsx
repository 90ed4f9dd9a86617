import { memo } from 'react';
import './Avatar.css';

export interface AvatarProps {
  /** Image URL; a neutral tile is shown without one. */
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
  if (!src) return <span className={classes} style={style} role={alt ? 'img' : undefined} aria-label={alt || undefined} />;
  return <img className={classes} style={style} src={src} alt={alt} width={size} height={size} loading="lazy" decoding="async" draggable={false} />;
});
