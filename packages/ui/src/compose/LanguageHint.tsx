import { memo } from 'react';
import { Button } from '../common/Button';
import { useLocale, useT } from '../i18n/locale-context';
import { InfoIcon } from '../icons';
import { languageName } from './language-names';
import './ComposeWarnings.css';
import './LanguageHint.css';

export interface LanguageHintProps {
  /** The language guessed from the text (core's `selectComposeLanguageHint`). */
  language: string;
  /** Makes it the post's language. */
  onChange: (language: string) => void;
  /** Hides the hint for good. */
  onDismiss: () => void;
}

/** Under the text, where its language seems to differ from the post's: "Change this post’s language to French?". */
export const LanguageHint = memo(function LanguageHint({ language, onChange, onDismiss }: LanguageHintProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="t-compose-warning t-compose-warning--direct t-language-hint" role="status">
      <InfoIcon size={16} />
      <span className="t-language-hint__text">{t('compose.language.hint', { language: languageName(language, locale) })}</span>
      <span className="t-language-hint__actions">
        <Button size="s" variant="secondary" onPress={() => onChange(language)}>
          {t('compose.language.hint_change')}
        </Button>
        <Button size="s" variant="plain" onPress={onDismiss}>
          {t('common.dismiss')}
        </Button>
      </span>
    </div>
  );
});
