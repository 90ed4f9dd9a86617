import { Button } from '../common/Button';
import { useLocale, useT } from '../i18n/locale-context';
import './TranslateBar.css';

export type TranslateBarProps =
  | { state: 'offer' | 'loading'; language: string; onTranslate: () => void }
  | { state: 'shown'; language: string; provider: string; onShowOriginal: () => void };

/** A language's name in the UI's language ('de' → 'German'); the code itself where the browser has no name. */
export function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Under a post in another language: 'Translate from German', then 'Translated from German by DeepL.com' with 'Show original'. */
export function TranslateBar(props: TranslateBarProps) {
  const t = useT();
  const locale = useLocale();
  const language = languageName(props.language, locale);
  if (props.state === 'shown') {
    return (
      <div className="t-translate t-translate--shown">
        <span className="t-translate__info">{t('status.translated_from', { language, provider: props.provider })}</span>
        <Button size="s" variant="plain" className="t-translate__button" onPress={props.onShowOriginal}>
          {t('status.show_original')}
        </Button>
      </div>
    );
  }
  return (
    <div className="t-translate">
      <Button size="s" variant="plain" className="t-translate__button" isDisabled={props.state === 'loading'} onPress={props.onTranslate}>
        {props.state === 'loading' ? t('status.translating') : t('status.translate_from', { language })}
      </Button>
    </div>
  );
}
