import { memo, useCallback, useId, useRef, useState, type ComponentType } from 'react';
import { lazyModule } from '../common/lazy-module';
import { useLazyModule } from '../common/use-lazy-module';
import { useT } from '../i18n/locale-context';
import type { LanguagePopoverProps } from './LanguagePopover';
import './LanguageDropdown.css';

// The searchable list (with every language's name) loads on first open, not with the composer.
const popover = lazyModule('language-popover', () => import('./LanguagePopover').then((module): ComponentType<LanguagePopoverProps> => module.LanguagePopover));

export interface LanguageDropdownProps {
  /** The post's language (core's rule: picked, preference, last used, interface); null when none is known. */
  value: string | null;
  /** Listed first, in this order: core's `selectComposeLanguageLeads` (the guessed language, the post's, recent ones). */
  leading: readonly string[];
  onChange: (language: string) => void;
  isDisabled?: boolean;
}

/** The composer's language picker: the post's language code on a button that opens a searchable list. */
export const LanguageDropdown = memo(function LanguageDropdown({ value, leading, onChange, isDisabled }: LanguageDropdownProps) {
  const t = useT();
  const [isOpen, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  const name = value ? ownName(value) : t('compose.language.none');
  // Shown in capitals by the style; in the text as the code is written, so the name contains it as axe
  // compares (WCAG 2.5.3, label in name).
  const code = value ?? '—';
  const label = t('compose.language.label', { language: name, code });
  return (
    <span className="t-language-dropdown">
      <button
        ref={triggerRef}
        type="button"
        className="t-compose__cw t-language-dropdown__trigger"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? listId : undefined}
        disabled={isDisabled}
        onClick={() => setOpen((open) => !open)}
      >
        {code}
      </button>
      {isOpen ? <OpenPopover id={listId} value={value} leading={leading} triggerRef={triggerRef} onClose={close} onSelect={onChange} /> : null}
    </span>
  );
});

/** The language's own name for the button's label ('Deutsch'); the code when the browser does not know it. */
function ownName(code: string): string {
  try {
    return new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function OpenPopover(props: LanguagePopoverProps) {
  const Popover = useLazyModule(popover);
  return Popover ? <Popover {...props} /> : null;
}
