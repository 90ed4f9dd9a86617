import { isApiError } from '@trumpet/api-client';
import type { StoredError } from './actions';

/** Any thrown value as the plain object the store keeps (never an Error instance). */
export function toStoredError(error: unknown): StoredError {
  if (isApiError(error)) return error.toJSON();
  return { kind: 'unexpected', message: error instanceof Error ? error.message : String(error), status: null };
}

/** 404 and 410 mean the thing is gone: SPEC §8 shows no alert for them. */
export function isGone(error: StoredError): boolean {
  return error.kind === 'http' && (error.status === 404 || error.status === 410);
}
