import { isGone, isStoredError } from '../../store/errors';
import type { AlertContent } from './alerts-actions';

/** SPEC §8: 'Oops!', 'An unexpected error occurred'. */
export const DEFAULT_ALERT: AlertContent = { title: { id: 'alert.unexpected.title' }, message: { id: 'alert.unexpected.message' } };

/**
 * The alert a `_FAIL` action shows, or null for none (SPEC §8; Mastodon's actions/alerts.js
 * showAlertForError and middleware/errors.js). A payload that is not a FailPayload gets the default.
 */
export function alertForFailure(payload: unknown): AlertContent | null {
  if (typeof payload !== 'object' || payload === null) return DEFAULT_ALERT;
  const { error, skipAlert } = payload as { error?: unknown; skipAlert?: unknown };
  if (skipAlert === true) return null;
  if (!isStoredError(error)) return DEFAULT_ALERT;
  if (error.kind === 'aborted' || isGone(error)) return null;
  if (error.kind === 'http' && error.status !== null) {
    // The stored message already is the server's `error` field, else the status text (api-client HttpError).
    const text = error.message || error.statusText;
    return { title: { text: String(error.status) }, message: text ? { text } : DEFAULT_ALERT.message };
  }
  return DEFAULT_ALERT;
}
