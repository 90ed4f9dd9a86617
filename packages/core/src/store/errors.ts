import { isApiError, type SerializedApiError } from '@trumpet/api-client';
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

/** A value as a failure's stored error, when it is one (a `_FAIL` payload's `error`). */
export function isStoredError(value: unknown): value is StoredError {
  return typeof value === 'object' && value !== null && 'kind' in value && typeof value.kind === 'string' && 'message' in value && typeof value.message === 'string';
}

/** 401: the token does not authenticate (https://docs.joinmastodon.org/methods/oauth/ and every method's "401: Unauthorized"). */
export function isUnauthorized(error: StoredError): error is SerializedApiError {
  return error.kind === 'http' && error.status === 401;
}
