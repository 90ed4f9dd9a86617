import { memo, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Overlay, useOverlay, useOverlayPosition } from 'react-aria';
import type { IconComponent } from '../icons';
import { MoreIcon } from '../icons';
import { ActionSheet } from './ActionSheet';
import { IconButton } from './Button';
import './DropdownMenu.css';

export interface MenuItem {
  id: string;
  label: string;
  icon?: IconComponent;
  /** Destructive entries (delete, block) are drawn in the danger colour. */
  danger?: boolean;
}

/** An item, or null for a separator. */
export type MenuEntry = MenuItem | null;

export interface DropdownMenuProps {
  /** The entries, or a function building them when the menu opens (cheap for long lists of statuses). */
  items: readonly MenuEntry[] | (() => readonly MenuEntry[]);
  onAction: (id: string) => void;
  /** The trigger's accessible name, e.g. 'More'. */
  label: string;
  icon?: IconComponent;
  isDisabled?: boolean;
  disabledReason?: string | null;
  iconSize?: number;
  className?: string;
  /**
   * Open as an ACTIONS modal instead of a popover (SPEC §2 "On touch devices it opens as an ACTIONS
   * modal"); by default on devices whose main pointer is coarse.
   */
  actionSheet?: boolean;
}

const coarsePointer = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;

type FocusTarget = 'first' | 'last';

/**
 * A menu button (SPEC §2 "Dropdown menu: arrow, Home, End, Enter and Escape keys"): the trigger opens a
 * role=menu list whose items take roving focus; Escape, Tab and a click outside close it and focus
 * returns to the trigger.
 */
export const DropdownMenu = memo(function DropdownMenu({
  items,
  onAction,
  label,
  icon = MoreIcon,
  isDisabled,
  disabledReason,
  iconSize,
  className,
  actionSheet,
}: DropdownMenuProps) {
  const [openWith, setOpenWith] = useState<FocusTarget | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const isOpen = openWith !== null;

  const close = useCallback(() => setOpenWith(null), []);
  const onPress = useCallback(() => setOpenWith((current) => (current ? null : 'first')), []);
  const onTriggerKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (isDisabled) return;
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        setOpenWith('first');
      } else if (event.key === 'ArrowUp') {
        event.preventDefault();
        setOpenWith('last');
      }
    },
    [isDisabled],
  );

  return (
    <span className={className ? `t-dropdown ${className}` : 't-dropdown'} onKeyDown={onTriggerKeyDown}>
      <IconButton
        icon={icon}
        label={label}
        iconSize={iconSize}
        isDisabled={isDisabled}
        disabledReason={disabledReason}
        onPress={onPress}
        buttonRef={triggerRef}
        triggerProps={{ 'aria-haspopup': 'menu', 'aria-expanded': isOpen, 'aria-controls': isOpen ? menuId : undefined }}
      />
      {isOpen ? (
        (actionSheet ?? coarsePointer()) ? (
          <ActionSheet label={label} items={typeof items === 'function' ? items() : items} onClose={close} onAction={onAction} />
        ) : (
          <MenuPopover id={menuId} label={label} items={typeof items === 'function' ? items() : items} focus={openWith} triggerRef={triggerRef} onClose={close} onAction={onAction} />
        )
      ) : null}
    </span>
  );
});

interface MenuPopoverProps {
  id: string;
  label: string;
  items: readonly MenuEntry[];
  focus: FocusTarget;
  triggerRef: React.RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  onAction: (id: string) => void;
}

function MenuPopover({ id, label, items, focus, triggerRef, onClose, onAction }: MenuPopoverProps) {
  const menuRef = useRef<HTMLUListElement>(null);
  const { overlayProps } = useOverlay(
    {
      isOpen: true,
      onClose,
      isDismissable: true,
      shouldCloseOnInteractOutside: (element) => !triggerRef.current?.contains(element),
    },
    menuRef,
  );
  const { overlayProps: positionProps } = useOverlayPosition({
    targetRef: triggerRef,
    overlayRef: menuRef,
    placement: 'bottom end',
    offset: 4,
    isOpen: true,
    // Focusing the first item may scroll the page; the menu follows instead of closing.
    shouldUpdatePosition: true,
  });

  const itemElements = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    const elements = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    (focus === 'last' ? elements[elements.length - 1] : elements[0])?.focus({ preventScroll: true });
  }, [focus]);

  const closeAndRestore = () => {
    onClose();
    triggerRef.current?.focus();
  };

  const activate = (item: MenuItem) => {
    closeAndRestore();
    onAction(item.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const elements = itemElements();
    const index = elements.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      elements[(to + elements.length) % elements.length]?.focus({ preventScroll: true });
    };
    switch (event.key) {
      case 'ArrowDown':
        move(index + 1);
        break;
      case 'ArrowUp':
        move(index < 0 ? elements.length - 1 : index - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(elements.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        closeAndRestore();
        break;
      case 'Tab':
        event.preventDefault();
        closeAndRestore();
        break;
      default:
    }
  };

  return (
    <Overlay>
      <ul
        {...overlayProps}
        {...positionProps}
        ref={menuRef}
        id={id}
        role="menu"
        aria-label={label}
        className="t-menu"
        onKeyDown={onKeyDown}
      >
        {items.map((item, position) => {
          if (!item) return <li key={`separator-${position}`} role="separator" className="t-menu__separator" />;
          const Icon = item.icon;
          return (
            <li
              key={item.id}
              role="menuitem"
              tabIndex={-1}
              className={item.danger ? 't-menu__item t-menu__item--danger' : 't-menu__item'}
              onClick={() => activate(item)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  activate(item);
                }
              }}
              onMouseEnter={(event) => event.currentTarget.focus()}
            >
              {Icon ? <Icon size={18} /> : null}
              <span>{item.label}</span>
            </li>
          );
        })}
      </ul>
    </Overlay>
  );
}
