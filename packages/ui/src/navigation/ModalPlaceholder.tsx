import { useEffect, useState } from 'react';
import { useT } from '../i18n/locale-context';
import './ModalPlaceholder.css';

/** SPEC §9: a lazily loaded modal shows its placeholder only after 200 ms. */
export const MODAL_PLACEHOLDER_DELAY_MS = 200;

export interface ModalPlaceholderProps {
  delay?: number;
}

/** Stands in for a modal whose chunk is loading; nothing for the first 200 ms, so fast loads do not flash. */
export function ModalPlaceholder({ delay = MODAL_PLACEHOLDER_DELAY_MS }: ModalPlaceholderProps) {
  const t = useT();
  const [visible, setVisible] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return undefined;
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  if (!visible) return null;
  return (
    <div className="t-modal-placeholder" role="status" aria-label={t('common.loading')}>
      <span className="t-modal-placeholder__spinner" aria-hidden="true" />
    </div>
  );
}
