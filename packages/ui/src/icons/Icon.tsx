import { memo, type ReactNode } from 'react';

export interface IconProps {
  /** Width and height in px (default 20). */
  size?: number;
  /** An accessible name; without it the icon is decorative (aria-hidden). */
  title?: string;
  className?: string;
}

export type IconComponent = React.NamedExoticComponent<IconProps>;

/** Builds an inline SVG icon drawn on a 24 px grid with round 2 px strokes in currentColor. */
export function createIcon(name: string, shapes: ReactNode, filled = false): IconComponent {
  function Icon({ size = 20, title, className }: IconProps) {
    return (
      <svg
        className={className ? `t-icon t-icon--${name} ${className}` : `t-icon t-icon--${name}`}
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        role={title ? 'img' : undefined}
        aria-label={title}
        aria-hidden={title ? undefined : true}
        focusable="false"
      >
        {title ? <title>{title}</title> : null}
        {shapes}
      </svg>
    );
  }
  Icon.displayName = `Icon(${name})`;
  return memo(Icon);
}
