import { memo } from 'react';
import { useT } from '../i18n/locale-context';
import './LoadingBar.css';

export interface LoadingBarProps {
  /** 0..100; 0 hides the bar. */
  progress: number;
}

/** A thin bar fixed at the top of the window showing how far pending requests have come. */
export const LoadingBar = memo(function LoadingBar({ progress }: LoadingBarProps) {
  const t = useT();
  const value = Math.min(100, Math.max(0, progress));
  return (
    <div
      className={value > 0 ? 't-loading-bar is-visible' : 't-loading-bar'}
      role="progressbar"
      aria-label={t('common.loading_bar')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
      aria-hidden={value === 0}
    >
      <div className="t-loading-bar__fill" style={{ transform: `scaleX(${value / 100})` }} />
    </div>
  );
});
