import { forwardRef, memo, useId, type ReactNode, type Ref } from 'react';
import { mergeProps, useButton, useFocusRing, useObjectRef, type AriaButtonProps, type PressEvent } from 'react-aria';
import type { IconComponent } from '../icons';
import './Button.css';

export type { PressEvent };

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

/** A text button (react-aria useButton: press on mouse, touch, Enter and Space). */
export const Button = memo(
  forwardRef(function Button(
    { children, onPress, variant = 'secondary', size = 'm', isDisabled, type = 'button', className, block, ...rest }: ButtonProps,
    forwarded: Ref<HTMLButtonElement>,
  ) {
    const ref = useObjectRef(forwarded);
    const aria: AriaButtonProps = { onPress, isDisabled, type, 'aria-label': rest['aria-label'] };
    const { buttonProps, isPressed } = useButton(aria, ref);
    const classes = ['t-button', `t-button--${variant}`, `t-button--${size}`, block ? 't-button--block' : '', isPressed ? 'is-pressed' : '', className ?? '']
      .filter(Boolean)
      .join(' ');
    return (
      <button {...buttonProps} ref={ref} className={classes}>
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
  /** Extra props from a trigger hook (e.g. a menu trigger's aria-haspopup / aria-expanded). */
  triggerProps?: AriaButtonProps;
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
  const ref = useObjectRef(buttonRef);
  const reasonId = useId();
  const { buttonProps, isPressed } = useButton(
    { ...triggerProps, onPress: onPress ?? triggerProps?.onPress, isDisabled: isDisabled ?? triggerProps?.isDisabled, 'aria-label': label },
    ref,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  const reason = isDisabled && disabledReason ? disabledReason : null;
  const classes = [
    't-icon-button',
    `t-icon-button--${tone}`,
    active ? 'is-active' : '',
    isPressed ? 'is-pressed' : '',
    isFocusVisible ? 'is-focus-visible' : '',
    count !== undefined ? 't-icon-button--with-count' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const button = (
    <button
      {...mergeProps(buttonProps, focusProps)}
      ref={ref}
      className={classes}
      title={reason ?? label}
      aria-pressed={active === undefined ? buttonProps['aria-pressed'] : active}
      aria-describedby={reason ? reasonId : undefined}
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
