import { useEffect, useRef, useState } from 'react';
import { SKIN_TONES, type SkinTone } from './emoji-types';
import { SKIN_TONE_NAMES, toneSwatch } from './skin-tone';

export interface SkinTonePickerProps {
  tone: SkinTone;
  onChange: (tone: SkinTone) => void;
}

/** The current tone as a raised hand; pressed, it unfolds the 6 tones (SPEC §9) and folds back on a choice. */
export function SkinTonePicker({ tone, onChange }: SkinTonePickerProps) {
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
        aria-label={`Skin tone: ${SKIN_TONE_NAMES[tone]}`}
        title="Choose default skin tone"
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
    <div className="t-skin-tones" role="group" aria-label="Skin tone">
      {SKIN_TONES.map((option) => (
        <button
          key={option}
          type="button"
          className={option === tone ? 't-skin-tones__option is-selected' : 't-skin-tones__option'}
          aria-label={`${SKIN_TONE_NAMES[option]} skin tone`}
          title={`${SKIN_TONE_NAMES[option]} skin tone`}
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
      ))}
    </div>
  );
}
