import { createAction } from '../../store/actions';

export type AlertValues = Record<string, string | number>;

/** The alerts core words itself; ui's catalogue holds their texts in each locale. */
export type AlertMessageId = 'alert.unexpected.title' | 'alert.unexpected.message' | 'alert.upload_limit' | 'alert.upload_poll';

/** A message of the catalogue, or words from elsewhere (a server's error) shown as they are. */
export type AlertText = { readonly id: AlertMessageId } | { readonly text: string };

/** What an alert says (SPEC §3 "Alert: key, title, message"); the key is given by the store. */
export interface AlertContent {
  title: AlertText;
  message: AlertText;
  /** Values for '{name}' placeholders in either text. */
  values?: AlertValues;
}

export interface Alert extends AlertContent {
  key: number;
}

/** Shows an alert; a failed call (`_FAIL` without skipAlert) shows one through the alerts saga. */
export const alertShown = createAction<AlertContent>('alerts/SHOWN');
export const alertDismissed = createAction<{ key: number }>('alerts/DISMISSED');
export const alertsCleared = createAction('alerts/CLEARED');
