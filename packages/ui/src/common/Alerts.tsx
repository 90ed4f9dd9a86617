import { memo } from 'react';
import { useT } from '../i18n/locale-context';
import { AlertIcon, CloseIcon } from '../icons';
import { IconButton } from './Button';
import './Alerts.css';

export interface AlertItem {
  key: number;
  title: string;
  message: string;
  values?: Record<string, string | number>;
}

export interface AlertsProps {
  alerts: readonly AlertItem[];
  onDismiss: (key: number) => void;
}

/** Fills '{name}' placeholders from the alert's values. */
export function formatAlertText(text: string, values: AlertItem['values']): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** The toast stack at the bottom of the window (SPEC §8 alerts; the store dismisses them after 5000 ms). */
export const Alerts = memo(function Alerts({ alerts, onDismiss }: AlertsProps) {
  const t = useT();
  return (
    <div className="t-alerts" role="region" aria-label={t('common.alerts')} aria-live="polite">
      {alerts.map((alert) => (
        <div key={alert.key} className="t-alert" role="alert">
          <AlertIcon className="t-alert__icon" />
          <div className="t-alert__body">
            {alert.title ? <strong className="t-alert__title">{formatAlertText(alert.title, alert.values)}</strong> : null}
            <span className="t-alert__message">{formatAlertText(alert.message, alert.values)}</span>
          </div>
          <IconButton icon={CloseIcon} label={t('common.dismiss')} iconSize={18} onPress={() => onDismiss(alert.key)} />
        </div>
      ))}
    </div>
  );
});
