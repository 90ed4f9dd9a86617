import type { ReactNode } from 'react';
import './EmptyMessage.css';

export interface EmptyMessageProps {
  children?: ReactNode;
}

/** The centred note a timeline shows when it has nothing (SPEC §2 Feed: an empty message). */
export function EmptyMessage({ children }: EmptyMessageProps) {
  return <div className="t-empty-message">{children ?? 'Nothing to see here yet.'}</div>;
}
