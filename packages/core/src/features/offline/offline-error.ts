import type { StoredError } from '../../store/actions';

/** The server could not be reached at all (no answer), rather than answering with an error. */
export const isOfflineError = (error: StoredError): boolean => error.kind === 'network';
