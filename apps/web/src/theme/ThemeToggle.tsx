import { useState } from 'react';
import { chooseTheme, savedTheme, type ThemeChoice } from './theme';

const CHOICES: { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: 'Auto' },
  { value: 'dark', label: 'Dark' },
  { value: 'light', label: 'Light' },
];

/** Dark, light, or the system's (sets <html data-theme>). */
export function ThemeToggle() {
  const [choice, setChoice] = useState<ThemeChoice>(savedTheme);
  return (
    <div className="w-theme" role="group" aria-label="Theme">
      <span className="w-theme__label">Theme</span>
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
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
