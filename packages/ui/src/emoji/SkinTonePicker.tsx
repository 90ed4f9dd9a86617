import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/locale-context';
import { SKIN_TONES, type SkinTone } from './emoji-types';
import { SKIN_TONE_NAMES, toneSwatch } from './skin-tone';

export interface SkinTonePickerProps {
  tone: SkinTone;
  onChange: (tone: SkinTone) => void;
}

/** The current tone as a raised hand; pressed, it unfolds the 6 tones (SPEC §9) and folds back on a choice. */
export function SkinTonePicker({ tone, onChange }: SkinTonePickerProps) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (expanded || !refocus.current) return;
    refocus.current = false;
    toggleRef.current?.focus();
  }, [expanded]);

  if (!expanded) {
    return (
      <button
        ref={toggleRef}
        type="button"
        className="t-skin-tones__toggle"
        aria-label={t('emoji.skin_tone.current', { tone: t(SKIN_TONE_NAMES[tone]) })}
        title={t('emoji.skin_tone.choose')}
        aria-expanded={false}
        onClick={() => setExpanded(true)}
      >
        <span className="t-emoji-glyph" aria-hidden="true">
          {toneSwatch(tone)}
        </span>
      </button>
    );
  }
  return (
    <div className="t-skin-tones" role="group" aria-label={t('emoji.skin_tone')}>
      {SKIN_TONES.map((option) => {
        const label = t('emoji.skin_tone.option', { tone: t(SKIN_TONE_NAMES[option]) });
        return (
          <button
            key={option}
            type="button"
            className={option === tone ? 't-skin-tones__option is-selected' : 't-skin-tones__option'}
            aria-label={label}
            title={label}
            aria-pressed={option === tone}
            autoFocus={option === tone}
            onClick={() => {
              refocus.current = true;
              setExpanded(false);
              onChange(option);
            }}
          >
            <span className="t-emoji-glyph" aria-hidden="true">
              {toneSwatch(option)}
            </span>
          </button>
        );
      })}
    </div>
  );
}
