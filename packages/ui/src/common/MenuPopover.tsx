import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { Overlay, useOverlay, useOverlayPosition } from 'react-aria';
import type { MenuEntry, MenuItem } from './DropdownMenu';
import './DropdownMenu.css';
import { handleListKeys } from './list-keys';

export type FocusTarget = 'first' | 'last';

export interface MenuPopoverProps {
  id: string;
  label: string;
  items: readonly MenuEntry[];
  focus: FocusTarget;
  triggerRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  onAction: (id: string) => void;
}

/** The open menu: positioned under its trigger, roving focus, closed by Escape, Tab or a click outside. */
export default function MenuPopover({ id, label, items, focus, triggerRef, onClose, onAction }: MenuPopoverProps) {
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

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => handleListKeys(event, itemElements(), closeAndRestore, true);

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
