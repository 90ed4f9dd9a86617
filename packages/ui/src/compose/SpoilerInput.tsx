import { forwardRef, memo, useId, type ForwardedRef } from 'react';
import { useT } from '../i18n/locale-context';
import { AlertIcon } from '../icons';
import { isSubmitShortcut } from './submit-shortcut';
import './SpoilerInput.css';

export interface SpoilerInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Ctrl or Cmd+Enter (SPEC §5). */
  onSubmit?: () => void;
  disabled?: boolean;
}

/** The content-warning line above the text (SPEC §2), its placeholder doubling as its label. */
export const SpoilerInput = memo(
  forwardRef(function SpoilerInput({ value, onChange, onSubmit, disabled }: SpoilerInputProps, ref: ForwardedRef<HTMLInputElement>) {
    const t = useT();
    const id = useId();
    return (
      <div className="t-spoiler-input">
        <AlertIcon size={16} className="t-spoiler-input__icon" />
        <label htmlFor={id} className="t-visually-hidden">
          {t('compose.content_warning')}
        </label>
        <input
          ref={ref}
          id={id}
          type="text"
          className="t-spoiler-input__field"
          value={value}
          placeholder={t('compose.spoiler.placeholder')}
          autoComplete="off"
          dir="auto"
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (!isSubmitShortcut(event)) return;
            event.preventDefault();
            onSubmit?.();
          }}
        />
      </div>
    );
  }),
);
