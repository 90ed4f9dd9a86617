import { Button } from '../common/Button';
import { AlertIcon } from '../icons';
import './LoadFailure.css';

export interface LoadFailureProps {
  /** What failed, e.g. 'Loading chunk 12 failed'. */
  detail?: string;
  onRetry: () => void;
  onClose: () => void;
}

/** The load-failure modal's content (SPEC §2); the app places it in a Modal. */
export function LoadFailure({ detail, onRetry, onClose }: LoadFailureProps) {
  return (
    <div className="t-load-failure">
      <div className="t-load-failure__body">
        <AlertIcon size={28} className="t-load-failure__icon" />
        <p className="t-load-failure__message">Something went wrong while loading this component.</p>
        {detail ? <p className="t-load-failure__detail">{detail}</p> : null}
      </div>
      <div className="t-load-failure__actions">
        <Button variant="secondary" onPress={onClose}>
          Close
        </Button>
        <Button variant="primary" onPress={onRetry}>
          Try again
        </Button>
      </div>
    </div>
  );
}
