import { memo, useCallback, useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import type { IconComponent } from '../icons';
import { MoreIcon } from '../icons';
import { IconButton } from './Button';
import type { ActionSheetProps } from './ActionSheet';
import { lazyModule } from './lazy-module';
import type { FocusTarget, MenuPopoverProps } from './MenuPopover';
import { useLazyModule } from './use-lazy-module';
import './DropdownMenu.css';

// The open menu and the touch sheet (react-aria's overlays) load on first open, not with every status;
// apps may fetch them earlier with preloadDropdownMenu (once the first screen has shown).
const popover = lazyModule('menu-popover', () => import('./MenuPopover').then((module): ComponentType<MenuPopoverProps> => module.default));
const sheet = lazyModule('action-sheet', () => import('./ActionSheet').then((module): ComponentType<ActionSheetProps> => module.ActionSheet));

export function preloadDropdownMenu(): Promise<void> {
  return Promise.all([popover.load(), sheet.load()]).then(() => undefined);
}

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
          <OpenSheet label={label} items={typeof items === 'function' ? items() : items} onClose={close} onAction={onAction} />
        ) : (
          <OpenMenu id={menuId} label={label} items={typeof items === 'function' ? items() : items} focus={openWith} triggerRef={triggerRef} onClose={close} onAction={onAction} />
        )
      ) : null}
    </span>
  );
});

function OpenMenu(props: MenuPopoverProps) {
  const Popover = useLazyModule(popover);
  return Popover ? <Popover {...props} /> : null;
}

function OpenSheet(props: ActionSheetProps) {
  const Sheet = useLazyModule(sheet);
  return Sheet ? <Sheet {...props} /> : null;
}
