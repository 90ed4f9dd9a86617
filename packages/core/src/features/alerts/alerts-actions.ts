import { createAction } from '../../store/actions';

export type AlertValues = Record<string, string | number>;

/** What an alert says (SPEC §3 "Alert: key, title, message"); the key is given by the store. */
export interface AlertContent {
  title: string;
  message: string;
  values?: AlertValues;
}

export interface Alert extends AlertContent {
  key: number;
}

/** Shows an alert; a failed call (`_FAIL` without skipAlert) shows one through the alerts saga. */
export const alertShown = createAction<AlertContent>('alerts/SHOWN');
export const alertDismissed = createAction<{ key: number }>('alerts/DISMISSED');
export const alertsCleared = createAction('alerts/CLEARED');
