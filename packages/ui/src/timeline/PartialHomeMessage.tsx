import { useT } from '../i18n/locale-context';
import './PartialHomeMessage.css';

/** SPEC §2 Feed: the home feed answered 206 and is still being built. */
export function PartialHomeMessage() {
  const t = useT();
  return (
    <div className="t-partial-home" role="status">
      <span className="t-partial-home__spinner" aria-hidden="true" />
      <p className="t-partial-home__title">{t('timeline.partial_home')}</p>
      <p className="t-partial-home__loading">{t('common.loading')}</p>
    </div>
  );
}
