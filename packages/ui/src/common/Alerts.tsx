import type { AlertText } from '@trumpet/core';
import { memo } from 'react';
import { useT, type Translate } from '../i18n/locale-context';
import { AlertIcon, CloseIcon } from '../icons';
import { IconButton } from './Button';
import './Alerts.css';

export interface AlertItem {
  key: number;
  title: AlertText;
  message: AlertText;
  values?: Record<string, string | number>;
}

export interface AlertsProps {
  alerts: readonly AlertItem[];
  onDismiss: (key: number) => void;
}

/** An alert's text in the locale: a catalogue message, or words from elsewhere with '{name}' placeholders filled. */
export function alertText(text: AlertText, values: AlertItem['values'], t: Translate): string {
  if ('id' in text) return t(text.id, values);
  if (!values) return text.text;
  return text.text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
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
            {'id' in alert.title || alert.title.text ? <strong className="t-alert__title">{alertText(alert.title, alert.values, t)}</strong> : null}
            <span className="t-alert__message">{alertText(alert.message, alert.values, t)}</span>
          </div>
          <IconButton icon={CloseIcon} label={t('common.dismiss')} iconSize={18} onPress={() => onDismiss(alert.key)} />
        </div>
      ))}
    </div>
  );
});
