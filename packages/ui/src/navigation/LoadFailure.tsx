import { Button } from '../common/Button';
import { AlertIcon } from '../icons';
import './LoadFailure.css';
import { useT } from '../i18n/locale-context';

export interface LoadFailureProps {
  /** What the reader can do, in words (never a URL), e.g. 'Check your connection, then try again.' */
  detail?: string;
  onRetry: () => void;
  onClose: () => void;
}

/** The load-failure modal's content (SPEC §2); the app places it in a Modal. */
export function LoadFailure({ detail, onRetry, onClose }: LoadFailureProps) {
  const t = useT();
  return (
    <div className="t-load-failure">
      <div className="t-load-failure__body">
        <AlertIcon size={28} className="t-load-failure__icon" />
        <p className="t-load-failure__message">{t('load_failure.message')}</p>
        {detail ? <p className="t-load-failure__detail">{detail}</p> : null}
      </div>
      <div className="t-load-failure__actions">
        <Button variant="secondary" onPress={onClose}>
          {t('load_failure.close')}
        </Button>
        <Button variant="primary" onPress={onRetry}>
          {t('load_failure.retry')}
        </Button>
      </div>
    </div>
  );
}
