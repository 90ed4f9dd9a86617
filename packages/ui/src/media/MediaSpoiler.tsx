import { useT } from '../i18n/locale-context';
import './MediaSpoiler.css';

export interface MediaSpoilerProps {
  /** 'Sensitive content' when the status is marked sensitive, 'Media hidden' otherwise. */
  sensitive: boolean;
  onReveal: () => void;
}

/** The overlay over hidden media (gallery, video and audio alike): a click shows it (SPEC §2). */
export function MediaSpoiler({ sensitive, onReveal }: MediaSpoilerProps) {
  const t = useT();
  return (
    <button type="button" className="t-media-spoiler" onClick={onReveal}>
      <span className="t-media-spoiler__title">{sensitive ? t('media.sensitive') : t('media.hidden')}</span>
      <span className="t-media-spoiler__hint">{t('media.click_to_view')}</span>
    </button>
  );
}
