import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { Overlay, useOverlay, useOverlayPosition } from 'react-aria';
import { useT } from '../i18n/locale-context';
import { CheckIcon } from '../icons';
import type { Privacy } from './compose-types';
import { PRIVACY_OPTIONS } from './privacy-options';
import { handleListKeys } from '../common/list-keys';

export interface PrivacyPopoverProps {
  id: string;
  value: Privacy;
  triggerRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  onSelect: (value: Privacy) => void;
}

/** The open privacy listbox, positioned by its trigger (flipping above it near the bottom of the screen). */
export function PrivacyPopover({ id, value, triggerRef, onClose, onSelect }: PrivacyPopoverProps) {
  const t = useT();
  const listRef = useRef<HTMLUListElement>(null);
  const { overlayProps } = useOverlay(
    {
      isOpen: true,
      onClose,
      isDismissable: true,
      shouldCloseOnInteractOutside: (element) => !triggerRef.current?.contains(element),
    },
    listRef,
  );
  const { overlayProps: positionProps } = useOverlayPosition({
    targetRef: triggerRef,
    overlayRef: listRef,
    placement: 'bottom start',
    offset: 4,
    isOpen: true,
    shouldUpdatePosition: true,
  });

  const options = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? []);

  useEffect(() => {
    const elements = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? []);
    (elements.find((element) => element.getAttribute('aria-selected') === 'true') ?? elements[0])?.focus({ preventScroll: true });
  }, []);

  const closeAndRestore = () => {
    onClose();
    triggerRef.current?.focus();
  };

  const choose = (privacy: Privacy) => {
    closeAndRestore();
    if (privacy !== value) onSelect(privacy);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => handleListKeys(event, options(), closeAndRestore, false);

  return (
    <Overlay>
      <ul {...overlayProps} {...positionProps} ref={listRef} id={id} role="listbox" aria-label={t('compose.privacy.adjust')} className="t-privacy-list" onKeyDown={onKeyDown}>
        {PRIVACY_OPTIONS.map((option) => {
          const Icon = option.icon;
          const selected = option.value === value;
          return (
            <li
              key={option.value}
              role="option"
              aria-selected={selected}
              tabIndex={-1}
              className={selected ? 't-privacy-list__option is-selected' : 't-privacy-list__option'}
              onClick={() => choose(option.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  choose(option.value);
                }
              }}
              onMouseEnter={(event) => event.currentTarget.focus({ preventScroll: true })}
            >
              <span className="t-privacy-list__icon" aria-hidden="true">
                <Icon size={18} />
              </span>
              <span className="t-privacy-list__text">
                <span className="t-privacy-list__label">{t(option.label)}</span>
                <span className="t-privacy-list__description">{t(option.description)}</span>
              </span>
              {selected ? <CheckIcon size={16} className="t-privacy-list__check" /> : null}
            </li>
          );
        })}
      </ul>
    </Overlay>
  );
}
