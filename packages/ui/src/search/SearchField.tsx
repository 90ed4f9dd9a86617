import { forwardRef, memo, useCallback, useEffect, useId, useRef, useState, type ForwardedRef, type FormEvent, type KeyboardEvent } from 'react';
import { IconButton } from '../common/Button';
import { useT } from '../i18n/locale-context';
import { CloseIcon, SearchIcon } from '../icons';
import { searchMenuKey, type SearchMenuItem } from './search-menu';
import { SearchMenu, searchOptionId } from './SearchMenu';
import './SearchField.css';

/** Marks the search field the `/` and `s` hotkeys focus. */
export const SEARCH_FIELD_ATTRIBUTE = 'data-search-field';

export interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter with no menu entry highlighted: search for the text (SPEC §5: the app ignores blank text). */
  onSubmit: () => void;
  /** The clear button: empties the field and the results. */
  onClear: () => void;
  /** A menu entry was picked (click, or Enter on the highlighted one). */
  onPick: (item: SearchMenuItem) => void;
  /** The instant menu for the text (core's selectSearchSuggestions). */
  items: readonly SearchMenuItem[];
  onFocus?: () => void;
  /** Takes the focus when mounted (the phone's search screen). */
  autoFocus?: boolean;
  className?: string;
}

/**
 * A search box (a `search` landmark) with a clear button and an instant menu: a combobox whose listbox
 * keeps the focus in the field; arrows move, Enter picks the highlighted entry or submits the text,
 * Escape closes the menu.
 */
export const SearchField = memo(
  forwardRef(function SearchField({ value, onChange, onSubmit, onClear, onPick, items, onFocus, autoFocus = false, className }: SearchFieldProps, ref: ForwardedRef<HTMLInputElement>) {
    const t = useT();
    const id = useId();
    const inputId = `${id}-input`;
    const listId = `${id}-menu`;
    const input = useRef<HTMLInputElement | null>(null);
    const setRefs = useCallback(
      (node: HTMLInputElement | null) => {
        input.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      },
      [ref],
    );
    useEffect(() => {
      if (autoFocus) input.current?.focus();
    }, [autoFocus]);
    const [focused, setFocused] = useState(false);
    const [dismissed, setDismissed] = useState(false);
    const [selected, setSelected] = useState(-1);
    // A new menu starts with nothing highlighted, so Enter searches for what was typed.
    const signature = items.map(searchMenuKey).join('\n');
    const [shownSignature, setShownSignature] = useState(signature);
    if (signature !== shownSignature) {
      setShownSignature(signature);
      setSelected(-1);
    }
    const open = focused && !dismissed && value.trim() !== '' && items.length > 0;
    const highlighted = Math.min(selected, items.length - 1);

    const pick = (index: number) => {
      const item = items[index];
      if (!item) return;
      setDismissed(true);
      onPick(item);
    };

    const handleSubmit = (event: FormEvent) => {
      event.preventDefault();
      if (open && highlighted >= 0) {
        pick(highlighted);
        return;
      }
      setDismissed(true);
      onSubmit();
    };

    const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.nativeEvent.isComposing) return;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (!open) {
          setDismissed(false);
          return;
        }
        setSelected(event.key === 'ArrowDown' ? Math.min(highlighted + 1, items.length - 1) : Math.max(highlighted - 1, -1));
      } else if (event.key === 'Escape' && open) {
        event.preventDefault();
        event.stopPropagation();
        setDismissed(true);
      }
    };

    return (
      <form role="search" className={className ? `t-search ${className}` : 't-search'} onSubmit={handleSubmit} aria-label={t('search.label')}>
        <label htmlFor={inputId} className="t-visually-hidden">
          {t('search.label')}
        </label>
        <SearchIcon size={18} className="t-search__icon" />
        <input
          ref={setRefs}
          id={inputId}
          className="t-search__input"
          type="search"
          data-search-field=""
          value={value}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          spellCheck={false}
          dir="auto"
          role="combobox"
          aria-expanded={open}
          aria-autocomplete="list"
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open && highlighted >= 0 ? searchOptionId(listId, highlighted) : undefined}
          onChange={(event) => {
            setDismissed(false);
            setSelected(-1);
            onChange(event.target.value);
          }}
          onKeyDown={handleKeyDown}
          onFocus={() => {
            setFocused(true);
            onFocus?.();
          }}
          onBlur={() => setFocused(false)}
        />
        {value !== '' ? (
          <IconButton
            icon={CloseIcon}
            label={t('search.clear')}
            className="t-search__clear"
            onPress={() => {
              setDismissed(false);
              onClear();
              input.current?.focus();
            }}
          />
        ) : null}
        {open ? <SearchMenu id={listId} items={items} selectedIndex={highlighted} onHover={setSelected} onPick={pick} /> : null}
      </form>
    );
  }),
);
