import { useT, type MessageId } from '@trumpet/ui';
import { useId, useState } from 'react';
import { chooseTheme, savedTheme, type ThemeChoice } from './theme';

const CHOICES: { value: ThemeChoice; label: MessageId }[] = [
  { value: 'system', label: 'settings.theme.system' },
  { value: 'dark', label: 'settings.theme.dark' },
  { value: 'light', label: 'settings.theme.light' },
];

/** Dark, light, or the system's (sets <html data-theme>). */
export function ThemeToggle() {
  const [choice, setChoice] = useState<ThemeChoice>(savedTheme);
  const t = useT();
  const labelId = useId();
  return (
    <div className="w-theme" role="group" aria-labelledby={labelId}>
      <span className="w-theme__label" id={labelId}>
        {t('settings.theme')}
      </span>
      <div className="w-theme__options">
        {CHOICES.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            className={choice === value ? 'w-theme__option is-selected' : 'w-theme__option'}
            aria-pressed={choice === value}
            onClick={() => {
              chooseTheme(value);
              setChoice(value);
            }}
          >
            {t(label)}
          </button>
        ))}
      </div>
    </div>
  );
}
