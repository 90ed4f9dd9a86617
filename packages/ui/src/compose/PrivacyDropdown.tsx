import { memo, useCallback, useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { IconButton } from '../common/Button';
import { lazyModule } from '../common/lazy-module';
import { useLazyModule } from '../common/use-lazy-module';
import { useT } from '../i18n/locale-context';
import type { Privacy } from './compose-types';
import { privacyOption } from './privacy-options';
import type { PrivacyPopoverProps } from './PrivacyPopover';
import './PrivacyDropdown.css';

// The open listbox (react-aria's overlay) loads on first open, not with the composer.
const popover = lazyModule('privacy-popover', () => import('./PrivacyPopover').then((module): ComponentType<PrivacyPopoverProps> => module.PrivacyPopover));

export interface PrivacyDropdownProps {
  value: Privacy;
  onChange: (value: Privacy) => void;
  isDisabled?: boolean;
}

/**
 * The privacy picker: an icon button showing the current level that opens a listbox of the four levels
 * with their descriptions. Enter, Space or the arrows open it on the current level; arrows, Home and End
 * move, Enter or Space picks, Escape or Tab closes; focus returns to the button.
 */
export const PrivacyDropdown = memo(function PrivacyDropdown({ value, onChange, isDisabled }: PrivacyDropdownProps) {
  const t = useT();
  const [isOpen, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const current = privacyOption(value);

  const close = useCallback(() => setOpen(false), []);
  const onPress = useCallback(() => setOpen((open) => !open), []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (isDisabled || isOpen) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <span className="t-privacy-dropdown" onKeyDown={onKeyDown}>
      <IconButton
        icon={current.icon}
        label={t('compose.privacy.label', { privacy: t(current.label) })}
        isDisabled={isDisabled}
        onPress={onPress}
        buttonRef={triggerRef}
        triggerProps={{ 'aria-haspopup': 'listbox', 'aria-expanded': isOpen, 'aria-controls': isOpen ? listId : undefined }}
      />
      {isOpen ? <OpenPopover id={listId} value={value} triggerRef={triggerRef} onClose={close} onSelect={onChange} /> : null}
    </span>
  );
});

function OpenPopover(props: PrivacyPopoverProps) {
  const Popover = useLazyModule(popover);
  return Popover ? <Popover {...props} /> : null;
}
