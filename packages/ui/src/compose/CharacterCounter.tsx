import { memo } from 'react';
import { useT } from '../i18n/locale-context';
import './CharacterCounter.css';

export interface CharacterCounterProps {
  /** The remaining count, computed by the app (SPEC §5: warning plus text, links count 23). */
  charsLeft: number;
}

/** SPEC §5 "shows the remaining count and turns over-limit when negative"; warns in the last 20. */
export const CharacterCounter = memo(function CharacterCounter({ charsLeft }: CharacterCounterProps) {
  const t = useT();
  const state = charsLeft < 0 ? ' t-character-counter--over' : charsLeft <= 20 ? ' t-character-counter--near' : '';
  const spoken = charsLeft < 0 ? t('compose.characters_over', { count: -charsLeft }) : t('compose.characters_left', { count: charsLeft });
  return (
    <span className={`t-character-counter${state}`} title={spoken}>
      <span aria-hidden="true">{charsLeft}</span>
      <span className="t-visually-hidden">{spoken}</span>
    </span>
  );
});
