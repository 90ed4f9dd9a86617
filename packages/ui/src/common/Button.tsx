import { forwardRef, memo, useId, type AriaAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import type { IconComponent } from '../icons';
import './Button.css';

/** What a press carries: the modifier keys (Shift skips the boost modal, SPEC §2). */
export type PressEvent = Pick<MouseEvent, 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey'>;

/** ARIA a trigger adds to its button (a menu's aria-haspopup / aria-expanded / aria-controls). */
export type TriggerProps = Pick<AriaAttributes, 'aria-haspopup' | 'aria-expanded' | 'aria-controls' | 'aria-pressed'>;

// Native buttons: the browser gives press on click, Enter and Space, focus and :focus-visible, with no
// script; react-aria's press handling cost a fifth of the first load (issue #5 size budget).

export interface ButtonProps {
  children: ReactNode;
  onPress?: (event: PressEvent) => void;
  variant?: 'primary' | 'secondary' | 'danger' | 'plain';
  size?: 'm' | 's';
  isDisabled?: boolean;
  type?: 'button' | 'submit';
  className?: string;
  'aria-label'?: string;
  block?: boolean;
}

/** A text button. */
export const Button = memo(
  forwardRef(function Button(
    { children, onPress, variant = 'secondary', size = 'm', isDisabled, type = 'button', className, block, ...rest }: ButtonProps,
    ref: Ref<HTMLButtonElement>,
  ) {
    const classes = ['t-button', `t-button--${variant}`, `t-button--${size}`, block ? 't-button--block' : '', className ?? ''].filter(Boolean).join(' ');
    return (
      <button ref={ref} type={type} disabled={isDisabled} aria-label={rest['aria-label']} className={classes} onClick={onPress ? (event) => onPress(event) : undefined}>
        {children}
      </button>
    );
  }),
);

export interface IconButtonProps {
  icon: IconComponent;
  /** The accessible name (also the tooltip). */
  label: string;
  onPress?: (event: PressEvent) => void;
  /** A toggle's state (aria-pressed); undefined for a plain action. */
  active?: boolean;
  /** Colour when active: boosts green, favourites gold, others the accent. */
  tone?: 'accent' | 'boost' | 'favourite' | 'danger';
  /** A count shown beside the icon, already formatted. */
  count?: string;
  isDisabled?: boolean;
  /** Why the button is disabled, shown as its tooltip and read as its description. */
  disabledReason?: string | null;
  iconSize?: number;
  className?: string;
  /** Extra ARIA from a trigger (e.g. a menu trigger's aria-haspopup / aria-expanded). */
  triggerProps?: TriggerProps;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** An icon-only button with an aria-label, optional pressed state and count. */
export const IconButton = memo(function IconButton({
  icon: Icon,
  label,
  onPress,
  active,
  tone = 'accent',
  count,
  isDisabled,
  disabledReason,
  iconSize = 20,
  className,
  triggerProps,
  buttonRef,
}: IconButtonProps) {
  const reasonId = useId();
  const reason = isDisabled && disabledReason ? disabledReason : null;
  const classes = [
    't-icon-button',
    `t-icon-button--${tone}`,
    active ? 'is-active' : '',
    count !== undefined ? 't-icon-button--with-count' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const button = (
    <button
      {...triggerProps}
      ref={buttonRef}
      type="button"
      disabled={isDisabled}
      className={classes}
      title={reason ?? label}
      aria-label={label}
      aria-pressed={active === undefined ? triggerProps?.['aria-pressed'] : active}
      aria-describedby={reason ? reasonId : undefined}
      onClick={onPress ? (event) => onPress(event) : undefined}
    >
      <Icon size={iconSize} />
      {count !== undefined ? (
        <span className="t-icon-button__count" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </button>
  );
  if (!reason) return button;
  // A disabled button gets no hover events in most browsers: the wrapper carries the tooltip.
  return (
    <span className="t-icon-button__wrap" title={reason}>
      {button}
      <span id={reasonId} className="t-visually-hidden">
        {reason}
      </span>
    </span>
  );
});
