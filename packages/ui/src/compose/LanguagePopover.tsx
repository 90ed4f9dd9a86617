import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Overlay, useOverlay, useOverlayPosition } from 'react-aria';
import { useLocale, useT } from '../i18n/locale-context';
import { CheckIcon } from '../icons';
import { languageOptions } from './language-names';
import './LanguagePopover.css';

export interface LanguagePopoverProps {
  id: string;
  value: string | null;
  /** Listed first, in this order. */
  leading: readonly string[];
  triggerRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  onSelect: (language: string) => void;
}

/**
 * The open language list: a search field over every language by its own name (and the reader's),
 * the leading ones (the guessed language, the post's, recent ones) first. Arrows move, Enter picks,
 * Escape closes; focus returns to the button.
 */
export function LanguagePopover({ id, value, leading, triggerRef, onClose, onSelect }: LanguagePopoverProps) {
  const t = useT();
  const locale = useLocale();
  const ref = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [query, setQuery] = useState('');
  const options = useMemo(() => languageOptions(locale, leading, query), [locale, leading, query]);
  const [active, setActive] = useState(() => Math.max(0, options.findIndex((option) => option.code === value)));
  const { overlayProps } = useOverlay(
    { isOpen: true, onClose, isDismissable: true, shouldCloseOnInteractOutside: (element) => !triggerRef.current?.contains(element) },
    ref,
  );
  const { overlayProps: positionProps } = useOverlayPosition({ targetRef: triggerRef, overlayRef: ref, placement: 'bottom start', offset: 4, isOpen: true, shouldUpdatePosition: true });

  useEffect(() => inputRef.current?.focus({ preventScroll: true }), []);
  useEffect(() => {
    const option = listRef.current?.querySelector(`[data-index="${active}"]`);
    if (option && typeof option.scrollIntoView === 'function') option.scrollIntoView({ block: 'nearest' });
  }, [active, options]);

  const closeAndRestore = () => {
    onClose();
    triggerRef.current?.focus();
  };
  const choose = (code: string) => {
    closeAndRestore();
    if (code !== value) onSelect(code);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    const move = (to: number) => {
      event.preventDefault();
      setActive(Math.max(0, Math.min(to, last)));
    };
    if (event.key === 'ArrowDown') move(active + 1);
    else if (event.key === 'ArrowUp') move(active - 1);
    else if (event.key === 'PageDown') move(active + 8);
    else if (event.key === 'PageUp') move(active - 8);
    else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[active];
      if (option) choose(option.code);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      closeAndRestore();
    } else if (event.key === 'Tab') closeAndRestore();
  };
  const optionId = (code: string) => `${listId}-${code}`;
  const activeOption = options[active];

  return (
    <Overlay>
      <div {...overlayProps} {...positionProps} ref={ref} id={id} role="dialog" aria-label={t('compose.language.title')} className="t-language-popover">
        <input
          ref={inputRef}
          type="search"
          className="t-language-popover__search"
          role="combobox"
          aria-label={t('compose.language.search')}
          placeholder={t('compose.language.search')}
          aria-controls={listId}
          aria-expanded
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? optionId(activeOption.code) : undefined}
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <ul ref={listRef} id={listId} role="listbox" aria-label={t('compose.language.title')} className="t-language-popover__list">
          {options.map((option, index) => {
            const selected = option.code === value;
            return (
              <li
                key={option.code}
                id={optionId(option.code)}
                data-index={index}
                role="option"
                aria-selected={selected}
                lang={option.code}
                className={['t-language-popover__option', selected ? 'is-selected' : '', index === active ? 'is-active' : ''].filter(Boolean).join(' ')}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActive(index)}
                onClick={() => choose(option.code)}
              >
                <span className="t-language-popover__native">{option.nativeName}</span>
                {option.name.toLocaleLowerCase() !== option.nativeName.toLocaleLowerCase() ? (
                  <span className="t-language-popover__name" lang={locale}>
                    {option.name}
                  </span>
                ) : null}
                {selected ? <CheckIcon size={16} className="t-language-popover__check" /> : null}
              </li>
            );
          })}
          {options.length === 0 ? <li className="t-language-popover__empty">{t('compose.language.none_found')}</li> : null}
        </ul>
      </div>
    </Overlay>
  );
}
