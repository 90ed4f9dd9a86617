import type { ReactNode } from 'react';
import { useT } from '../i18n/locale-context';
import './EmptyMessage.css';

export interface EmptyMessageProps {
  children?: ReactNode;
}

/** The centred note a timeline shows when it has nothing (SPEC §2 Feed: an empty message). */
export function EmptyMessage({ children }: EmptyMessageProps) {
  const t = useT();
  return <div className="t-empty-message">{children ?? t('timeline.empty')}</div>;
}
